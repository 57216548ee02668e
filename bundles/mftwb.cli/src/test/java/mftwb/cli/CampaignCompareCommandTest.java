package mftwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.model.Checksum;
import mftwb.model.TransferMode;
import mftwb.runner.Backend;
import mftwb.runner.ResultsCsv;
import mftwb.runner.RunResult;
import mftwb.runner.RunSpec;

class CampaignCompareCommandTest {
    @TempDir
    Path dir;
    private final CommandRun cli = new CommandRun();

    /** Six runs of each of two cells around the given times (1% spread, seeded). */
    private Path campaign(String name, double singleSeconds, double fourSeconds, long seed) throws Exception {
        Random random = new Random(seed);
        List<RunResult> runs = new ArrayList<>();
        int n = 0;
        for (int transfers : List.of(1, 4)) {
            RunSpec cell = new RunSpec(1 << 20, 50, transfers, 262144, 16, Checksum.NONE, TransferMode.BINARY);
            for (int i = 0; i < 6; i++) {
                double seconds = (transfers == 1 ? singleSeconds : fourSeconds) * (1 + 0.01 * random.nextGaussian());
                runs.add(new RunResult(++n, Backend.SFTP, cell, seconds, cell.totalBytes(), 50, Map.of("localhost", 30.0),
                        Map.of("localhost", 2), Optional.empty()));
            }
        }
        Path file = dir.resolve(name.replace(' ', '-') + ".csv");
        ResultsCsv.write(file, name, runs, List.of("localhost"));
        return file;
    }

    @Test
    void comparesEveryCellInBothWithAVerdictAndWritesTheContractCsvAndAPage() throws Exception {
        Path baseline = campaign("window 16", 4.0, 2.0, 1);
        Path candidate = campaign("window 64", 3.6, 2.0, 2);
        Path csv = dir.resolve("cmp.csv");
        Path html = dir.resolve("cmp");
        assertEquals(0, cli.run("campaign", "compare", baseline.toString(), candidate.toString(), "--out", csv.toString(),
                "--html", html.toString()), cli.stderr());
        List<String> lines = Files.readAllLines(csv);
        assertTrue(lines.get(0).startsWith("file_size_bytes,file_count,transfers,chunk_bytes,window,checksum,mode,"
                + "baseline_n,candidate_n,baseline_median_s,candidate_median_s,change_pct,ci_low_pct,ci_high_pct,verdict"),
                lines.get(0));
        assertEquals(3, lines.size());
        assertTrue(lines.get(1).startsWith("1048576,50,1,262144,16,none,binary,6,6,"), lines.get(1));
        assertEquals("faster", lines.get(1).split(",")[14]);
        assertEquals(-10, Double.parseDouble(lines.get(1).split(",")[11]), 2);
        assertEquals("no significant difference", lines.get(2).split(",")[14]);
        assertTrue(cli.stdout().contains("B (window 64) against A (window 16)"), cli.stdout());
        assertTrue(cli.stdout().contains("faster (runs 6/6)"), cli.stdout());
        String page = Files.readString(html.resolve("report.html"));
        assertTrue(page.contains("<title>Comparison: window 64 against window 16</title>"), page);
        assertTrue(Files.size(html.resolve("time-change.png")) > 1000);
        assertEquals(Files.readString(csv), Files.readString(html.resolve("comparison.csv")), "seeded: the same figures");

        // The page there is kept unless --force, as campaign report does.
        Path otherCsv = dir.resolve("cmp2.csv");
        assertEquals(CommandLine.USAGE, cli.run("campaign", "compare", baseline.toString(), candidate.toString(),
                "--out", otherCsv.toString(), "--html", html.toString()));
        assertTrue(cli.stderr().contains("campaign compare: --html: " + html + " already exists; add --force"), cli.stderr());
        assertTrue(Files.notExists(otherCsv), "refused before anything is written");
        assertEquals(0, cli.run("campaign", "compare", baseline.toString(), candidate.toString(), "--html", html.toString(),
                "--force"), cli.stderr());
    }

    @Test
    void tooFewRunsAndNoCommonCellAreSaidPlainly() throws Exception {
        Path baseline = campaign("a", 4.0, 2.0, 3);
        List<String> two = new ArrayList<>(Files.readAllLines(baseline).subList(0, 3));
        Path short_ = dir.resolve("short.csv");
        Files.write(short_, two);
        assertEquals(0, cli.run("campaign", "compare", baseline.toString(), short_.toString()), cli.stderr());
        assertTrue(cli.stdout().contains("too few runs (runs 6/2)"), cli.stdout());
        assertTrue(cli.stdout().contains("too few runs: a verdict needs 4 good runs a side"), "and says how many: " + cli.stdout());
        Path one = Files.write(dir.resolve("one.csv"), Files.readAllLines(baseline).subList(0, 2));
        Path oneAgain = Files.copy(one, dir.resolve("one-again.csv"));
        assertEquals(0, cli.run("campaign", "compare", one.toString(), oneAgain.toString()), cli.stderr());
        assertTrue(cli.stdout().contains("%, too few runs (runs 1/1)") || cli.stdout().contains("% too few runs (runs 1/1)"), cli.stdout());
        assertFalse(cli.stdout().contains("[, ]"), "no empty interval: " + cli.stdout());
        Path other = dir.resolve("other.csv");
        Files.writeString(other, Files.readString(baseline).replace(",262144,16,", ",65536,16,"));
        assertEquals(1, cli.run("campaign", "compare", baseline.toString(), other.toString()));
        assertTrue(cli.stderr().contains("no matrix cell is in both a and a"), cli.stderr());
        assertEquals(2, cli.run("campaign", "compare", baseline.toString()));
        assertEquals(2, cli.run("campaign", "compare", baseline.toString(), dir.resolve("missing.csv").toString()));
        assertTrue(cli.stderr().contains("cannot read " + dir.resolve("missing.csv")), cli.stderr());
    }

    @Test
    void importedCampaignsAreListedAndComparedFromTheHistoryByNumberOrName() throws Exception {
        String db = "jdbc:h2:file:" + dir.resolve("history") + ";AUTO_SERVER=TRUE";
        Path baseline = campaign("window 16", 4.0, 2.0, 1);
        Path candidate = campaign("window 64", 4.4, 2.0, 2);
        assertEquals(0, cli.run("campaign", "import", baseline.toString(), candidate.toString(), "--db", db), cli.stderr());
        assertTrue(cli.stdout().contains(baseline + ": campaign 1 \"window 16\", 12 run(s) in the file, 12 in the history"),
                cli.stdout());
        assertEquals(0, cli.run("campaign", "import", baseline.toString(), "--db", db), cli.stderr());
        assertTrue(cli.stdout().contains(baseline + ": campaign 1 \"window 16\", 12 run(s) in the file, 12 in the history"));
        CommandRun listing = new CommandRun();
        assertEquals(0, listing.run("campaign", "list", "--db", db), listing.stderr());
        List<String> lines = listing.stdout().lines().toList();
        assertEquals("id,started,name,topology,backend,hosts,runs,planned_runs,outcome,ended", lines.get(0));
        assertEquals(3, lines.size(), "imported twice, listed once: " + lines);
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("1,") && l.endsWith(",window 16,,sftp,localhost,12,,,")),
                "an imported campaign's plan and end are not known: " + lines);
        CommandRun comparing = new CommandRun();
        assertEquals(0, comparing.run("campaign", "compare", "1", "window 64", "--db", db), comparing.stderr());
        assertTrue(comparing.stdout().contains("B (window 64) against A (window 16)"), comparing.stdout());
        assertTrue(comparing.stdout().contains("slower (runs 6/6)"), comparing.stdout());
        assertTrue(comparing.stderr().isEmpty(), "one campaign of that name: nothing to say");
        // A second "window 64" (another run of the same campaign file): the name picks the newest, and says so.
        Path again = campaign("window 64", 4.4, 2.0, 3);
        Files.move(again, dir.resolve("rerun.csv"));
        assertEquals(0, cli.run("campaign", "import", dir.resolve("rerun.csv").toString(), "--db", db), cli.stderr());
        CommandRun named = new CommandRun();
        assertEquals(0, named.run("campaign", "compare", "1", "window 64", "--db", db), named.stderr());
        assertTrue(named.stderr().contains("\"window 64\" names campaigns 3, 2; comparing the newest, 3 (give a number to compare another)"),
                named.stderr());
        assertEquals(2, comparing.run("campaign", "compare", "1", "no such campaign", "--db", db));
        assertTrue(comparing.stderr().contains("has no campaign numbered or named so"), comparing.stderr());
        assertEquals(2, comparing.run("campaign", "list", "--db", "mysql://x"));
        assertTrue(comparing.stderr().contains("jdbc:postgresql: or jdbc:h2:"), comparing.stderr());
    }

    /** "campaign compare R1.csv" printed the whole usage text instead of saying what was missing. */
    @Test
    void aMissingCandidateIsNamed() throws Exception {
        Path baseline = campaign("a", 4.0, 2.0, 3);
        assertEquals(CommandLine.USAGE, cli.run("campaign", "compare", baseline.toString()));
        assertTrue(cli.stderr().contains("needs a baseline and a candidate, the candidate is missing"), cli.stderr());
        assertFalse(cli.stderr().contains("expected: campaign run"), cli.stderr());
    }

    /** "campaign compare \"rep lab\" 6" resolved the name to 6 and found no difference anywhere. */
    @Test
    void aCampaignIsNotComparedWithItself() throws Exception {
        Path file = campaign("rep lab", 4.0, 2.0, 1);
        assertEquals(CommandLine.USAGE, cli.run("campaign", "compare", file.toString(), dir.resolve(".").resolve(
                file.getFileName()).toString()));
        assertTrue(cli.stderr().contains("are both the file " + file.toRealPath()), cli.stderr());
        assertEquals("", cli.stdout());
        String db = "jdbc:h2:file:" + dir.resolve("history") + ";AUTO_SERVER=TRUE";
        assertEquals(0, cli.run("campaign", "import", file.toString(), "--db", db), cli.stderr());
        CommandRun byName = new CommandRun();
        assertEquals(CommandLine.USAGE, byName.run("campaign", "compare", "rep lab", "1", "--db", db));
        assertTrue(byName.stderr().contains("rep lab and 1 are both campaign 1 (\"rep lab\") of the results history:"
                + " a campaign compared with itself shows no change; give two campaigns"), byName.stderr());
        assertEquals("", byName.stdout());
    }

    /** Runs left out of a comparison are said to be: disturbed ones, and those with no CPU figure for CPU ms/MB. */
    @Test
    void disturbedRunsAndRunsWithoutCpuAreSaidToBeLeftOut() throws Exception {
        Path baseline = campaign("before", 4.0, 2.0, 1);
        List<String> lines = new ArrayList<>(Files.readAllLines(campaign("after", 4.0, 2.0, 2)));
        // run 1: stalled; run 2: too short for a CPU figure (empty cpu_localhost)
        lines.set(1, lines.get(1).replaceFirst(",,after$", ",stall: no bytes moved for 3.2 s (limit 3 s),after"));
        String[] two = lines.get(2).split(",", -1);
        two[11] = "";
        lines.set(2, String.join(",", two));
        Path candidate = Files.write(dir.resolve("after-edited.csv"), lines);
        Path csv = dir.resolve("cmp.csv");
        assertEquals(0, cli.run("campaign", "compare", baseline.toString(), candidate.toString(), "--out", csv.toString()),
                cli.stderr());
        assertTrue(cli.stdout().contains("(runs 6/5, disturbed left out 0/1)"), cli.stdout());
        assertTrue(cli.stdout().contains("a stall, a lost connection or an outlier"), cli.stdout());
        assertTrue(cli.stdout().contains("CPU: 1 run(s) shorter than two CPU sample intervals have no CPU figure"),
                cli.stdout());
        List<String> rows = Files.readAllLines(csv);
        assertTrue(rows.get(0).endsWith(",baseline_disturbed,candidate_disturbed,cpu_unmeasured_runs"), rows.get(0));
        assertTrue(rows.get(1).endsWith(",0,1,1"), rows.get(1));
    }

    /** A zero-second run made report fail with "Must be finite." and compare print "0.0% [-100.0, ]". */
    @Test
    void aGoodRunOfZeroSecondsIsRefusedWithItsLineAndColumn() throws Exception {
        Path good = campaign("zero", 4.0, 2.0, 1);
        List<String> lines = Files.readAllLines(good);
        String[] row = lines.get(1).split(",", -1);
        row[9] = "0";
        lines.set(1, String.join(",", row));
        Path zero = Files.write(dir.resolve("zero-seconds.csv"), lines);
        assertEquals(CommandLine.USAGE, cli.run("campaign", "compare", zero.toString(), zero.toString()), cli.stderr());
        assertTrue(cli.stderr().contains(zero + ":2: column seconds: '0': a good run's time must be above 0"), cli.stderr());
        assertEquals(CommandLine.USAGE, cli.run("campaign", "report", zero.toString(), "--html", dir.resolve("r").toString()),
                cli.stderr());
        assertEquals("", cli.stdout());
    }

    /** Four runs of four transfers at each chunk size, 1 MiB x50 files, around 2 s (1% spread, seeded). */
    private static List<RunResult> chunks(List<Integer> chunkBytes, long seed) {
        Random random = new Random(seed);
        List<RunResult> runs = new ArrayList<>();
        int n = 0;
        for (int chunk : chunkBytes) {
            RunSpec cell = new RunSpec(1 << 20, 50, 4, chunk, 16, Checksum.NONE, TransferMode.BINARY);
            for (int i = 0; i < 4; i++) {
                runs.add(new RunResult(++n, Backend.SFTP, cell, 2.0 * (1 + 0.01 * random.nextGaussian()), cell.totalBytes(),
                        50, Map.of("localhost", 30.0), Map.of("localhost", 2), Optional.empty()));
            }
        }
        return runs;
    }

    private static final String ONLY_IN_A = "1 of A's cells have no match in B: 1 MiB x50, 4T, 64 KiB, window 16, none, binary.";
    private static final String ONLY_IN_B = "1 of B's cells have no match in A: 1 MiB x50, 4T, 128 KiB, window 16, none, binary.";

    /**
     * A with chunks 64K and 256K against B with 128K and 256K printed one cell, 256K, "no significant difference", and
     * the 64K vs 128K change nowhere, text or page, while the History tab said which cells had no match: both say it too.
     */
    @Test
    void cellsOfOnlyOneSideAreNamedInTheTextAndThePage() throws Exception {
        Path a = dir.resolve("a.csv");
        Path b = dir.resolve("b.csv");
        ResultsCsv.write(a, "chunks A", chunks(List.of(65536, 262144), 1), List.of("localhost"));
        ResultsCsv.write(b, "chunks B", chunks(List.of(131072, 262144), 2), List.of("localhost"));
        Path html = dir.resolve("cmp");
        assertEquals(0, cli.run("campaign", "compare", a.toString(), b.toString(), "--html", html.toString()), cli.stderr());
        assertTrue(cli.stdout().contains("\n  " + ONLY_IN_A + "\n  " + ONLY_IN_B + "\n"), cli.stdout());
        String page = Files.readString(html.resolve("report.html"));
        assertTrue(page.contains(ONLY_IN_A.replace("'", "&#39;") + " " + ONLY_IN_B.replace("'", "&#39;")), page);
        // With every cell in both, the page says so as the History tab does.
        Path a2 = dir.resolve("a2.csv");
        ResultsCsv.write(a2, "chunks A again", chunks(List.of(65536, 262144), 3), List.of("localhost"));
        CommandRun same = new CommandRun();
        assertEquals(0, same.run("campaign", "compare", a.toString(), a2.toString(), "--html", dir.resolve("same").toString()),
                same.stderr());
        assertFalse(same.stdout().contains("no match"), same.stdout());
        assertTrue(Files.readString(dir.resolve("same").resolve("report.html")).contains("Every cell of A and B is in both."));
    }

    /** The same of two stopped campaigns of the history compared by number, and of two with no cell in common. */
    @Test
    void stoppedCampaignsOfTheHistoryComparedByNumberNameTheCellsOfOnlyOneSide() throws Exception {
        String db = "jdbc:h2:file:" + dir.resolve("history") + ";AUTO_SERVER=TRUE";
        mftwb.history.CampaignHistory history = new mftwb.history.CampaignHistory(mftwb.history.ResultsDatabase.choose(
                Optional.of(db), name -> null, "", dir.resolve("state")));
        record Stopped(String name, List<Integer> planned, List<Integer> ran, long seed) {
        }
        for (Stopped s : List.of(new Stopped("A", List.of(65536, 262144, 1048576), List.of(65536, 262144), 1),
                new Stopped("B", List.of(131072, 262144, 1048576), List.of(131072, 262144), 2),
                new Stopped("C", List.of(1048576), List.of(1048576), 3))) {
            List<RunSpec> cells = s.planned().stream()
                    .map(c -> new RunSpec(1 << 20, 50, 4, c, 16, Checksum.NONE, TransferMode.BINARY)).toList();
            long id = history.begin(new mftwb.history.CampaignHistory.NewCampaign("stopped " + s.name(), s.name(),
                    java.time.OffsetDateTime.now(), Backend.SFTP, "", null, List.of("localhost"), "test", 4 * cells.size(),
                    cells));
            history.addRuns(id, chunks(s.ran(), s.seed()));
            history.end(id, mftwb.runner.CampaignEnd.STOPPED, java.time.OffsetDateTime.now());
        }
        CommandRun listing = new CommandRun();
        assertEquals(0, listing.run("campaign", "list", "--db", db), listing.stderr());
        assertTrue(listing.stdout().lines().anyMatch(l -> l.startsWith("1,") && l.matches("1,[^,]+,A,,sftp,localhost,8,12,stopped,\\d{4}-.*")),
                "a stopped campaign is listed as stopped, with its plan and end: " + listing.stdout());
        assertEquals(0, cli.run("campaign", "compare", "1", "2", "--db", db, "--html", dir.resolve("cmp").toString()),
                cli.stderr());
        assertTrue(cli.stdout().contains("\n  " + ONLY_IN_A + "\n  " + ONLY_IN_B + "\n"), cli.stdout());
        assertTrue(Files.readString(dir.resolve("cmp").resolve("report.html")).contains(ONLY_IN_A.replace("'", "&#39;")));
        CommandRun none = new CommandRun();
        assertEquals(CommandLine.FAILED, none.run("campaign", "compare", "1", "3", "--db", db));
        assertTrue(none.stderr().contains("no matrix cell is in both A and C\n  2 of A's cells have no match in B: "
                + "1 MiB x50, 4T, 64 KiB, window 16, none, binary; 1 MiB x50, 4T, 256 KiB, window 16, none, binary.\n"
                + "  1 of B's cells have no match in A: 1 MiB x50, 4T, 1 MiB, window 16, none, binary."), none.stderr());
    }
}
