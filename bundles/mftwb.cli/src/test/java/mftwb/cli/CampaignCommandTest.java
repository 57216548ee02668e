package mftwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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

    @Test
    void sampleCampaignWritesOneRowPerRunWithTheContractColumns() throws Exception {
        assertTrue(Files.isRegularFile(SAMPLE), SAMPLE.toString());
        Path csv = dir.resolve("results.csv");
        assertEquals(0, run("campaign", "run", SAMPLE.toString(), "--out", csv.toString(), "--local-lab", "--lab-state",
                dir.resolve("lab").toString()), stderr());
        List<String> lines = Files.readAllLines(csv);
        assertEquals("run,backend,file_size_bytes,file_count,transfers,chunk_bytes,window,checksum,mode,seconds,mb_per_s,"
                + "cpu_localhost", lines.get(0));
        assertEquals(5, lines.size(), lines.toString());
        List<String> cells = List.of("1,sftp,1048576,50,1,65536,16,none,binary,", "2,sftp,1048576,50,1,262144,16,none,binary,",
                "3,sftp,1048576,50,4,65536,16,none,binary,", "4,sftp,1048576,50,4,262144,16,none,binary,");
        for (int i = 0; i < 4; i++) {
            String row = lines.get(i + 1);
            assertTrue(row.startsWith(cells.get(i)), row);
            String[] f = row.split(",", -1);
            assertEquals(12, f.length, row);
            double seconds = Double.parseDouble(f[9]);
            double rate = Double.parseDouble(f[10]);
            assertEquals(50 * 1048576 / 1e6 / seconds, rate, rate * 0.01 + 0.01, row);
            double cpu = Double.parseDouble(f[11]);
            assertTrue(cpu >= 0 && cpu <= 100, row);
        }
        assertTrue(stderr().contains("run 4/4"), stderr());
        assertEquals("", cli.stdout(), "data goes to the file, progress to stderr");
        try (var listing = Files.list(dir)) {
            assertEquals(List.of("lab", "results.csv", "results.store.csv"),
                    listing.map(p -> p.getFileName().toString()).sorted().toList(), "no temporary file left");
        }
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
}
