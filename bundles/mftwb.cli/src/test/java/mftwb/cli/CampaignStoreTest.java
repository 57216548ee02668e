package mftwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.runner.ResultsStore;

/** RESULTS.store.csv holds one campaign: a new campaign never appends to the store of an earlier one. */
class CampaignStoreTest {
    @TempDir
    Path dir;
    private final CommandRun cli = new CommandRun();

    private Path campaign(String name) throws Exception {
        return Files.writeString(dir.resolve(name + ".json"), """
                { "name": "%s", "target": { "localLab": true }, "backend": "sftp",
                  "matrix": { "fileSizes": ["64K"], "fileCount": 2, "transfers": [1], "chunkSizes": ["32K", "64K"],
                              "windows": [16], "checksums": ["none"], "modes": ["binary"] },
                  "warmupRuns": 0, "repetitions": 1 }
                """.formatted(name));
    }

    private int run(Path campaign, Path csv, String... more) {
        List<String> args = new ArrayList<>(List.of("campaign", "run", campaign.toString(), "--out", csv.toString(),
                "--local-lab", "--lab-state", dir.resolve("lab").toString(), "--db", history()));
        args.addAll(List.of(more));
        return cli.run(args.toArray(String[]::new));
    }

    @Test
    void aNewCampaignIsRefusedTheStoreOfAnEarlierOneUnlessForcedThenStartsItAnew() throws Exception {
        Path csv = dir.resolve("S.csv");
        Path store = dir.resolve("S.store.csv");
        assertEquals(CommandLine.OK, run(campaign("s1"), csv), cli.stderr());
        String first = Files.readString(store);
        Files.delete(csv);

        assertEquals(CommandLine.USAGE, run(campaign("s2"), csv), cli.stderr());
        assertTrue(cli.stderr().contains("mftwb campaign run: " + store + " holds the runs of an earlier campaign;"
                + " add --force to start anew, or remove it"), cli.stderr());
        assertEquals(first, Files.readString(store), "the earlier campaign's runs are kept");
        assertTrue(Files.notExists(csv));

        assertEquals(CommandLine.OK, run(campaign("s2"), csv, "--force"), cli.stderr());
        ResultsStore.Contents contents = ResultsStore.read(store);
        assertEquals("s2", contents.campaign());
        assertEquals(2, contents.results().size(), "s2's runs only");
        // The history keeps both: s2 used to be taken for s1 (same results file), its runs dropped as already there.
        assertEquals(CommandLine.OK, cli.run("campaign", "list", "--db", history()), cli.stderr());
        List<String> rows = cli.stdout().lines().skip(1).toList();
        assertEquals(2, rows.size(), cli.stdout());
        for (String name : List.of("s1", "s2")) {
            assertTrue(rows.stream().anyMatch(r -> r.contains("," + name + ",,sftp,localhost,2,2,completed,")),
                    name + " with its 2 runs of 2 planned, completed: " + rows);
        }
    }

    private String history() {
        return "jdbc:h2:" + dir.resolve("history").resolve("campaigns");
    }
}
