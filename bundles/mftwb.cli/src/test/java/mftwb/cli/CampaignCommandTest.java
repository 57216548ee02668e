package mftwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import mftwb.report.HtmlReport;

class CampaignCommandTest {
    /** The shipped sample, found from the bundle folder the tests run in. */
    private static final Path SAMPLE = Path.of(System.getProperty("user.dir")).resolve("../../samples/local-lab-campaign.json")
            .normalize();

    @TempDir
    Path dir;
    private final CommandRun cli = new CommandRun();

    private int run(String... args) {
        return cli.run(args);
    }

    private String stderr() {
        return cli.stderr();
    }

    /**
     * The shipped sample's runs lasted 0.2-0.4 s at 50 files of 1 MiB, under the two 1 s CPU samples a run needs for a
     * CPU figure of its own, so a new user's first campaign showed no CPU at all. Its fastest cell (most transfers,
     * largest chunk) at the sample's own workload and warm-up must get one.
     */
    @Test
    void theSampleCampaignsFastestCellLastsLongEnoughForACpuFigure() throws Exception {
        Path fastest = sampleWith("\"transfers\": [1, 4]", "\"transfers\": [4]", "\"chunkSizes\": [\"64K\", \"256K\"]",
                "\"chunkSizes\": [\"256K\"]");
        Path csv = dir.resolve("fastest.csv");
        assertEquals(0, run("campaign", "run", fastest.toString(), "--out", csv.toString(), "--local-lab", "--lab-state",
                dir.resolve("lab").toString()), stderr());
        List<String> lines = Files.readAllLines(csv);
        assertEquals(2, lines.size(), lines.toString());
        String[] f = lines.get(1).split(",", -1);
        assertTrue(Double.parseDouble(f[9]) >= 2, "a run of at least two CPU samples: " + lines.get(1));
        assertTrue(!f[11].isEmpty() && Double.parseDouble(f[11]) > 0 && Double.parseDouble(f[11]) <= 100,
                "the CPU of the lab host: " + lines.get(1));
        assertTrue(stderr().contains("% CPU (") && stderr().contains(" CPU ms/MB)"), stderr());
    }

    /** The shipped sample with parts of its text replaced, each checked to be there so a changed sample fails here. */
    private Path sampleWith(String... fromTo) throws Exception {
        assertTrue(Files.isRegularFile(SAMPLE), SAMPLE.toString());
        String text = Files.readString(SAMPLE);
        for (int i = 0; i < fromTo.length; i += 2) {
            assertTrue(text.contains(fromTo[i]), "the sample has " + fromTo[i]);
            text = text.replace(fromTo[i], fromTo[i + 1]);
        }
        return Files.writeString(dir.resolve("sample.json"), text);
    }

    /** The sample's matrix at 50 files a run instead of its 1024: the contract, in seconds instead of a minute. */
    @Test
    void sampleCampaignWritesOneRowPerRunWithTheContractColumns() throws Exception {
        Path sample = sampleWith("\"fileCount\": 1024", "\"fileCount\": 50");
        Path csv = dir.resolve("results.csv");
        assertEquals(0, run("campaign", "run", sample.toString(), "--out", csv.toString(), "--local-lab", "--lab-state",
                dir.resolve("lab").toString()), stderr());
        List<String> lines = Files.readAllLines(csv);
        assertEquals("run,backend,file_size_bytes,file_count,transfers,chunk_bytes,window,checksum,mode,seconds,mb_per_s,"
                + "cpu_localhost,cores_localhost,disturbed,campaign", lines.get(0));
        assertEquals(5, lines.size(), lines.toString());
        // One round of the four cells, shuffled by the order seed the run tells.
        java.util.Set<String> cells = new java.util.HashSet<>(List.of("sftp,1048576,50,1,65536,16,none,binary,",
                "sftp,1048576,50,1,262144,16,none,binary,", "sftp,1048576,50,4,65536,16,none,binary,",
                "sftp,1048576,50,4,262144,16,none,binary,"));
        assertTrue(stderr().contains("each round shuffled with order seed "), stderr());
        for (int i = 0; i < 4; i++) {
            String row = lines.get(i + 1);
            assertTrue(row.startsWith((i + 1) + ","), row);
            assertTrue(cells.remove(row.substring(row.indexOf(',') + 1, row.indexOf("binary,") + 7)), row);
            String[] f = row.split(",", -1);
            assertEquals(15, f.length, row);
            assertEquals(Runtime.getRuntime().availableProcessors(), Integer.parseInt(f[12]), row);
            assertEquals("local lab: chunk size and concurrency", f[14], row);
            double seconds = Double.parseDouble(f[9]);
            double rate = Double.parseDouble(f[10]);
            assertEquals(50 * 1048576 / 1e6 / seconds, rate, rate * 0.01 + 0.01, row);
            // A run under two CPU sample intervals has no CPU figure of its own.
            assertTrue(seconds < 2 ? f[11].isEmpty() : Double.parseDouble(f[11]) >= 0 && Double.parseDouble(f[11]) <= 100, row);
        }
        assertTrue(stderr().contains("run 4/4"), stderr());
        assertTrue(stderr().contains("to detect a 5% change at the variability measured")
                || stderr().contains("variability unknown: run at least 2 repetitions per cell"), stderr());
        assertEquals("", cli.stdout(), "data goes to the file, progress to stderr");
        try (var listing = Files.list(dir)) {
            assertEquals(List.of("lab", "results.cells.csv", "results.csv", "results.store.csv", "sample.json"),
                    listing.map(p -> p.getFileName().toString()).sorted().toList(), "no temporary file left");
        }
        assertTrue(Files.readAllLines(dir.resolve("results.cells.csv")).get(0).startsWith(
                "file_size_bytes,file_count,transfers,chunk_bytes,window,checksum,mode,n,disturbed,failed,median_s,mean_s,"
                        + "sd_s,cv_pct,median_ci_low_s,median_ci_high_s"));

        // Issue 18: the report of the result table is titled after the campaign and has the CPU ms per MB printed above.
        Path folder = dir.resolve("report");
        assertEquals(0, run("campaign", "report", csv.toString(), "--html", folder.toString()), stderr());
        Document page = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(folder.resolve("report.html").toFile());
        assertEquals("Campaign report: local lab: chunk size and concurrency",
                page.getElementsByTagName("h1").item(0).getTextContent());
        Element runs = byId(page, "runs");
        NodeList header = runs.getElementsByTagName("th");
        int column = -1;
        for (int i = 0; i < header.getLength(); i++) {
            if (header.item(i).getTextContent().equals("CPU ms/MB localhost")) {
                column = i;
            }
        }
        assertTrue(column >= 0);
        NodeList rows = runs.getElementsByTagName("tr");
        for (int r = 1; r < rows.getLength(); r++) {
            String cpuPerMb = ((Element) rows.item(r)).getElementsByTagName("td").item(column).getTextContent();
            String[] f = lines.get(r).split(",", -1);
            assertTrue(f[11].isEmpty() ? cpuPerMb.isEmpty() : cpuPerMb.matches("\\d+\\.\\d"),
                    "CPU ms/MB of row " + r + ": '" + cpuPerMb + "'");
        }
    }

    private static Element byId(Document page, String id) {
        NodeList tables = page.getElementsByTagName("table");
        for (int i = 0; i < tables.getLength(); i++) {
            if (id.equals(((Element) tables.item(i)).getAttribute("id"))) {
                return (Element) tables.item(i);
            }
        }
        throw new AssertionError("no table " + id);
    }

    @Test
    void aBadCampaignFileIsReportedWithItsLineAndNothingIsWritten() throws Exception {
        Path campaign = dir.resolve("bad.json");
        Files.writeString(campaign, "{\n  \"target\": { \"localLab\": true },\n  \"backend\": \"ftp\"\n}\n");
        Path csv = dir.resolve("results.csv");
        assertEquals(2, run("campaign", "run", campaign.toString(), "--out", csv.toString()));
        assertTrue(stderr().contains("bad.json:3:") && stderr().contains("backend"), stderr());
        assertFalse(Files.exists(csv));
        assertEquals(2, run("campaign", "start", campaign.toString(), "--out", csv.toString()));
    }

    @Test
    void reportTurnsAResultTableIntoAnHtmlPageWithItsCharts() throws Exception {
        Path csv = dir.resolve("results.csv");
        Files.writeString(csv, """
                run,backend,file_size_bytes,file_count,transfers,chunk_bytes,window,checksum,mode,seconds,mb_per_s,cpu_localhost
                1,sftp,1048576,50,1,65536,16,none,binary,0.800,65.54,31.0
                2,sftp,1048576,50,1,262144,16,none,binary,0.500,104.86,35.5
                3,sftp,1048576,50,4,65536,16,none,binary,0.400,131.07,60.2
                4,sftp,1048576,50,4,262144,16,none,binary,0.450,116.51,58.0
                """);
        Path folder = dir.resolve("report");
        assertEquals(0, run("campaign", "report", csv.toString(), "--html", folder.toString()), stderr());
        assertEquals("", cli.stdout(), "the report goes to files, what was written to stderr");
        assertTrue(stderr().contains("4 run(s) of " + csv), stderr());
        Document page = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(folder.resolve("report.html").toFile());
        Element runs = byId(page, "runs");
        assertEquals(4 + 1, runs.getElementsByTagName("tr").getLength(), "header and one row per run");
        NodeList images = page.getElementsByTagName("img");
        assertEquals(3, images.getLength());
        for (int i = 0; i < images.getLength(); i++) {
            String src = ((Element) images.item(i)).getAttribute("src");
            assertEquals(HtmlReport.CHART_WIDTH, ImageIO.read(folder.resolve(src).toFile()).getWidth(), src);
        }
    }

    /** An mft-mq campaign whose coordination queue manager is a closed loopback port, as user {@code user}. */
    private Path mqCampaign(int port, String user) throws Exception {
        Path campaign = dir.resolve("mq.json");
        Files.writeString(campaign, """
                { "backend": "mft-mq", "target": { "localLab": true }, "warmupRuns": 0,
                  "mft": { "sourceAgent": "AGENT1", "sourceQueueManager": "QM1", "destinationAgent": "AGENT2",
                           "destinationQueueManager": "QM1", "sourceDir": "%s", "destinationDir": "/in" },
                  "mq": { "coordination": "127.0.0.1:%d/DEV.APP.SVRCONN/QM1", "user": "%s", "timeoutSeconds": 30 },
                  "matrix": { "fileSizes": ["4K"], "fileCount": 2, "transfers": [1], "chunkSizes": ["256K"],
                              "windows": [10], "checksums": ["none"], "modes": ["binary"] } }
                """.formatted(dir.resolve("source"), port, user));
        return campaign;
    }

    private static int closedPort() throws Exception {
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return probe.getLocalPort();
        }
    }

    @Test
    void reportArgumentsAreCheckedBeforeAnythingIsWritten() throws Exception {
        Path notResults = dir.resolve("calibration.csv");
        Files.writeString(notResults, "table,topology\nlab,bindings\n");
        Path folder = dir.resolve("report");
        assertEquals(2, run("campaign", "report", notResults.toString(), "--html", folder.toString()));
        assertTrue(stderr().contains(notResults + ":1: neither a results store nor a result table"), stderr());
        assertEquals(2, run("campaign", "report", notResults.toString()));
        assertTrue(stderr().contains("--html is required"), stderr());
        assertEquals(2, run("campaign", "report", notResults.toString(), "--html", folder.toString(), "--local-lab"));
        assertTrue(stderr().contains("--local-lab does not go with campaign report"), stderr());
        assertEquals(2, run("campaign", "run", SAMPLE.toString(), "--out", dir.resolve("r.csv").toString(), "--html",
                folder.toString()));
        assertTrue(stderr().contains("--html does not go with campaign run"), stderr());
        assertEquals(2, run("campaign", "report", notResults.toString(), "--html", notResults.toString()));
        assertTrue(stderr().contains(notResults + " is a file, not a folder"), stderr());
        assertFalse(Files.exists(folder));
        assertFalse(Files.exists(dir.resolve("r.csv")));
        // A result table of a campaign whose every run failed: its header and nothing else.
        Path empty = dir.resolve("empty.csv");
        Files.writeString(empty, "run,backend,file_size_bytes,file_count,transfers,chunk_bytes,window,checksum,mode,seconds,mb_per_s,cpu_localhost\n");
        assertEquals(2, run("campaign", "report", empty.toString(), "--html", folder.toString()));
        assertTrue(stderr().contains(empty + " holds no runs"), stderr());
        assertEquals(2, run("campaign", "import", empty.toString(), "--db", "jdbc:h2:mem:empty"));
        assertTrue(stderr().contains(empty + " holds no runs: nothing to import"), stderr());
        assertFalse(Files.exists(folder));
    }

    @Test
    void mftOverMqCampaignRunsWithThePasswordFromTheEnvironmentAndReportsMqFailuresPerRun() throws Exception {
        int port = closedPort();
        Path csv = dir.resolve("results.csv");
        CommandRun withPassword = new CommandRun(name -> name.equals("MFTWB_MQ_PASSWORD") ? "s3cret-Pw" : null);
        assertEquals(1, withPassword.run("campaign", "run", mqCampaign(port, "app").toString(), "--out",
                csv.toString(), "--local-lab", "--lab-state", dir.resolve("lab").toString()), withPassword.stderr());
        assertTrue(withPassword.stderr().contains("run 1 FAILED: cannot connect to 127.0.0.1:" + port
                + "/DEV.APP.SVRCONN/QM1 as app") && withPassword.stderr().contains("(2538 "), withPassword.stderr());
        List<String> stored = Files.readAllLines(dir.resolve("results.store.csv"));
        assertTrue(stored.get(1).contains(",mft-mq,") && stored.get(1).contains("2538"), stored.toString());
        for (String text : List.of(withPassword.stderr(), withPassword.stdout(), String.join("\n", stored),
                Files.readString(csv))) {
            assertFalse(text.contains("s3cret-Pw"), "the password is never printed or stored");
        }

        CommandRun withoutPassword = new CommandRun(name -> null);
        assertEquals(1, withoutPassword.run("campaign", "run", mqCampaign(port, "app").toString(), "--out",
                dir.resolve("again.csv").toString(), "--local-lab", "--lab-state", dir.resolve("lab").toString()));
        assertTrue(withoutPassword.stderr().contains("as 'app': set MFTWB_MQ_PASSWORD"), withoutPassword.stderr());
    }

    /** A results history that cannot be opened is one line naming it, its password masked. */
    @Test
    void anUnusableDatabaseIsOneLineWithoutItsPassword() {
        assertEquals(CommandLine.FAILED, run("campaign", "list", "--db", "jdbc:h2:/proc/nope/x"), stderr());
        assertTrue(stderr().startsWith("campaign list: cannot read the results history (H2 (embedded) jdbc:h2:/proc/nope/x): "),
                stderr());
        assertEquals(1, stderr().lines().count(), stderr());
        assertEquals("", cli.stdout(), "no header above the error");
        assertEquals(CommandLine.USAGE, run("campaign", "list", "--db", "jdbc:mysql://u:S3CRET@host/db"), stderr());
        assertFalse(stderr().contains("S3CRET"), stderr());
        assertTrue(stderr().contains("jdbc:mysql://u:***@host/db"), stderr());
    }

    /** --local-lab replaced the campaign's "host" target without a word. */
    @Test
    void localLabSaysItOverridesTheCampaignsHost() throws Exception {
        Path campaign = Files.writeString(dir.resolve("remote.json"), """
                { "name": "remote", "target": { "host": "mft@sftp.example.com:2222" }, "backend": "sftp",
                  "matrix": { "fileSizes": ["64K"], "fileCount": 1, "transfers": [1], "chunkSizes": ["64K"],
                              "windows": [16], "checksums": ["none"], "modes": ["binary"] },
                  "warmupRuns": 0, "repetitions": 1 }
                """);
        assertEquals(0, run("campaign", "run", campaign.toString(), "--out", dir.resolve("r.csv").toString(), "--local-lab",
                "--lab-state", dir.resolve("lab").toString()), stderr());
        assertTrue(stderr().contains("campaign: --local-lab: running against the embedded lab, not the campaign's host"
                + " mft@sftp.example.com:2222"), stderr());
    }
}
