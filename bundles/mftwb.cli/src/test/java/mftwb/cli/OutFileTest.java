package mftwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every --out keeps an existing file unless --force says otherwise: the rule and message of export. */
class OutFileTest {
    private static final String KEPT = "a file the user wants to keep\n";
    private static final Path TOPOLOGY = Path.of(System.getProperty("user.dir")).resolve("../../samples/client-mode.json").normalize();
    private static final Path SAMPLE = Path.of(System.getProperty("user.dir")).resolve("../../samples/local-lab-campaign.json").normalize();

    @TempDir
    Path dir;

    private final CommandRun command = new CommandRun();

    private Path existing(String name) throws Exception {
        return Files.writeString(dir.resolve(name), KEPT);
    }

    private void assertRefused(int exit, Path out) throws Exception {
        assertEquals(CommandLine.USAGE, exit, command.stderr());
        assertTrue(command.stderr().contains(out + " already exists; add --force to replace it"), command.stderr());
        assertEquals(KEPT, Files.readString(out), "left as it was");
    }

    @Test
    void monitorKeepsAnExistingOut() throws Exception {
        Path out = existing("samples.csv");
        assertRefused(command.run("monitor", "--local-lab", "--lab-state", dir.resolve("lab").toString(), "--seconds", "1", "--out", out.toString()), out);
    }

    @Test
    void predictKeepsAnExistingOut() throws Exception {
        Path out = existing("predicted.csv");
        assertRefused(command.run("predict", "--calibration", dir.resolve("c.csv").toString(), "--scenarios", dir.resolve("s.csv").toString(),
                "--out", out.toString()), out);
    }

    /** The usage of predict offered --force, and the parser refused it as an unknown option. */
    @Test
    void predictWithForceReplacesAnExistingOut() throws Exception {
        Path out = existing("predicted.csv");
        Path calibration = dir.resolve("calibration.csv");
        try (var in = getClass().getResourceAsStream("/calibration.csv")) {
            Files.copy(in, calibration);
        }
        Path scenarios = Files.writeString(dir.resolve("s.csv"), "topology,rtt_ms,link_mbps,file_size_bytes,file_count,transfers,"
                + "chunk_bytes,window,checksum,mode\nbindings,0.2,1000,1048576,1024,1,262144,10,none,text\n");
        assertEquals(CommandLine.OK, command.run("predict", "--calibration", calibration.toString(), "--scenarios",
                scenarios.toString(), "--out", out.toString(), "--force"), command.stderr());
        assertTrue(Files.readString(out).startsWith("topology,"), Files.readString(out));
    }

    @Test
    void campaignRunKeepsAnExistingOutAndNeverWritesOverTheCampaign() throws Exception {
        Path out = existing("results.csv");
        assertRefused(command.run("campaign", "run", SAMPLE.toString(), "--out", out.toString(), "--local-lab"), out);
        Path campaign = Files.copy(SAMPLE, dir.resolve("camp.json"));
        String before = Files.readString(campaign);
        assertEquals(CommandLine.USAGE, command.run("campaign", "run", campaign.toString(), "--out", campaign.toString(), "--force", "--local-lab"));
        assertTrue(command.stderr().contains("is the campaign file"), command.stderr());
        assertEquals(before, Files.readString(campaign));
    }

    @Test
    void campaignCompareKeepsAnExistingOut() throws Exception {
        Path out = existing("cmp.csv");
        assertRefused(command.run("campaign", "compare", dir.resolve("a.csv").toString(), dir.resolve("b.csv").toString(), "--out",
                out.toString()), out);
    }

    @Test
    void importEstateKeepsAnExistingOut() throws Exception {
        Path out = existing("estate.json");
        assertRefused(command.run("import-estate", dir.resolve("inventory.csv").toString(), "--out", out.toString()), out);
    }

    /** monitor found the missing folder only after sampling for the whole --seconds, and lost the samples. */
    @Test
    void everyOutIntoAMissingFolderIsRefusedBeforeAnyWork() throws Exception {
        Path missing = dir.resolve("no-such-folder");
        String out = missing.resolve("out.csv").toString();
        long started = System.nanoTime();
        assertEquals(CommandLine.USAGE, command.run("monitor", "--local-lab", "--lab-state", dir.resolve("lab").toString(), "--seconds", "30",
                "--out", out), command.stderr());
        assertTrue(System.nanoTime() - started < 20_000_000_000L, "refused at once, not after 30 s of sampling");
        assertTrue(command.stderr().contains("folder " + missing + " does not exist"), command.stderr());
        assertEquals(CommandLine.USAGE, command.run("campaign", "compare", dir.resolve("a.csv").toString(), dir.resolve("b.csv").toString(),
                "--out", out), command.stderr());
        assertTrue(command.stderr().contains("folder " + missing + " does not exist"), command.stderr());
        assertEquals(CommandLine.USAGE, command.run("import-estate", dir.resolve("inventory.csv").toString(), "--out", out));
        assertTrue(command.stderr().contains("folder " + missing + " does not exist"), command.stderr());
        assertTrue(Files.notExists(missing), "no folder made up either");
    }

    /** {@code mkfifo}: something by the --out's name that is not a regular file, and no device to risk. */
    private Path fifo(String name) throws Exception {
        Path fifo = dir.resolve(name);
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
        return fifo;
    }

    private void assertNeverReplaced(int exit, Path out) {
        assertEquals(CommandLine.USAGE, exit, command.stderr());
        assertTrue(command.stderr().contains(out + " is a device, FIFO or socket, not a regular file; it is never replaced,"
                + " not even with --force"), command.stderr());
        assertTrue(isOther(out), "still a FIFO");
    }

    private static boolean isOther(Path path) {
        try {
            return Files.readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).isOther();
        } catch (java.io.IOException e) {
            return false;
        }
    }

    /** export --out /dev/full --force turned the device into a regular file. */
    @Test
    void exportWithForceNeverReplacesAFifo() throws Exception {
        Path out = fifo("archive.zip");
        assertNeverReplaced(command.run("export", TOPOLOGY.toString(), "--format", "zip", "--out", out.toString(), "--force"), out);
    }

    @Test
    void everyOutWithForceNeverReplacesAFifo() throws Exception {
        Path out = fifo("out.csv");
        assertNeverReplaced(command.run("monitor", "--local-lab", "--lab-state", dir.resolve("lab").toString(), "--seconds", "1",
                "--out", out.toString(), "--force"), out);
        assertNeverReplaced(command.run("predict", "--calibration", dir.resolve("c.csv").toString(), "--scenarios",
                dir.resolve("s.csv").toString(), "--out", out.toString(), "--force"), out);
        assertNeverReplaced(command.run("import-estate", dir.resolve("inventory.csv").toString(), "--out", out.toString(),
                "--force"), out);
        assertNeverReplaced(command.run("campaign", "compare", dir.resolve("a.csv").toString(), dir.resolve("b.csv").toString(),
                "--out", out.toString(), "--force"), out);
        assertNeverReplaced(command.run("campaign", "run", SAMPLE.toString(), "--out", out.toString(), "--force", "--local-lab"),
                out);
    }

    /** Beside a campaign's --out: RESULTS.store.csv and RESULTS.cells.csv follow the same rule. */
    @Test
    void campaignRunNeverReplacesAFifoBesideItsOut() throws Exception {
        Path store = fifo("results.store.csv");
        assertNeverReplaced(command.run("campaign", "run", SAMPLE.toString(), "--out", dir.resolve("results.csv").toString(),
                "--force", "--local-lab"), store);
    }

    /** A symbolic link is refused by name: replacing it would cut the link, writing through it would surprise. */
    @Test
    void exportWithForceNeverReplacesASymbolicLink() throws Exception {
        Path kept = existing("kept.zip");
        Path link = Files.createSymbolicLink(dir.resolve("link.zip"), kept);
        assertEquals(CommandLine.USAGE, command.run("export", TOPOLOGY.toString(), "--format", "zip", "--out", link.toString(),
                "--force"), command.stderr());
        assertTrue(command.stderr().contains(link + " is a symbolic link to " + kept + ", not a regular file"), command.stderr());
        assertTrue(Files.isSymbolicLink(link));
        assertEquals(KEPT, Files.readString(kept));
    }
}
