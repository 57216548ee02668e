package mftwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A disk that fills up: a 64 KiB tmpfs, filled before the command runs. Mounting needs root (or
 * CAP_SYS_ADMIN); where it is not allowed these tests are skipped.
 */
class FullDiskTest {
    private static final Path TOPOLOGY = Path.of(System.getProperty("user.dir")).resolve("../../samples/client-mode.json")
            .normalize();

    @TempDir
    Path dir;
    private Path full;
    private final CommandRun cli = new CommandRun();

    @BeforeEach
    void mountAFullDisk() throws Exception {
        full = Files.createDirectory(dir.resolve("full"));
        boolean mounted = new ProcessBuilder("mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", full.toString())
                .redirectErrorStream(true).start().waitFor() == 0;
        assumeTrue(mounted, "cannot mount a tmpfs here");
        try (OutputStream out = Files.newOutputStream(full.resolve("filler"))) {
            for (int i = 0; i < 1024; i++) {
                out.write(new byte[1024]);
            }
        } catch (IOException noSpaceLeft) {
            // full, as wanted
        }
    }

    @AfterEach
    void unmount() throws Exception {
        if (full != null) {
            // Lazily: a file a failing command left open must not keep the mount (and the test folder) alive.
            new ProcessBuilder("umount", "-l", full.toString()).start().waitFor();
        }
    }

    @Test
    void exportToAFullDiskIsAFailureNotBadInput() {
        Path zip = full.resolve("bundle.zip");
        assertEquals(CommandLine.FAILED, cli.run("export", TOPOLOGY.toString(), "--format", "zip", "--out", zip.toString()),
                cli.stderr());
        assertTrue(cli.stderr().contains("mftwb export: cannot write " + zip + ": no space left on device"), cli.stderr());
    }

    @Test
    void campaignRunOnAFullDiskNamesTheFileItCouldNotWrite() throws Exception {
        Path campaign = Files.writeString(dir.resolve("c.json"), """
                { "name": "c", "target": { "localLab": true }, "backend": "sftp",
                  "matrix": { "fileSizes": ["64K"], "fileCount": 1, "transfers": [1], "chunkSizes": ["64K"],
                              "windows": [16], "checksums": ["none"], "modes": ["binary"] },
                  "warmupRuns": 0, "repetitions": 1 }
                """);
        assertEquals(CommandLine.FAILED, cli.run("campaign", "run", campaign.toString(), "--out", full.resolve("r.csv").toString(),
                "--local-lab", "--lab-state", dir.resolve("lab").toString()), cli.stderr());
        assertTrue(cli.stderr().contains(full.resolve("r.store.csv") + ": no space left on device"), cli.stderr());
    }
}
