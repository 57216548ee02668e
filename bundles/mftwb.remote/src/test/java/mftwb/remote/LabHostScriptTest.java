package mftwb.remote;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * releng/lab/sshhost.sh never takes a subnet this machine already routes (a host left by a killed test
 * run once answered a new test's connections with 'refused'), and removes hosts whose test run is gone.
 * Needs root, iproute2 and openssh-server, else skipped.
 */
class LabHostScriptTest {
    @TempDir
    Path dir;

    @Test
    void aSubnetInUseIsRefusedByNumberAndAvoidedByAuto() throws Exception {
        String clash = "mwt" + ProcessHandle.current().pid() % 10000;
        try (LabHost first = LabHost.up(dir.resolve("first"), "ecdsa")) {
            String taken = first.address.split("\\.")[2];
            String output = LabHost.scriptOutput(new ProcessBuilder(), 3, "up", clash, taken, dir.resolve("clash").toString());
            assertNull(output, "sshhost.sh must exit 3 for a subnet in use: " + output);
            assertFalse(namespaces().contains(clash + " "), namespaces());
            try (LabHost second = LabHost.up(dir.resolve("second"), "ecdsa")) {
                assertNotEquals(first.address, second.address);
                assertTrue(first.address.startsWith("198.19.") && second.address.startsWith("198.19."), second.address);
            }
        } finally {
            LabHost.scriptOutput(new ProcessBuilder(), 0, "down", clash, dir.resolve("clash").toString());
        }
    }

    @Test
    void aHostWhoseOwnerIsGoneIsRemovedByTheNextUp() throws Exception {
        Process owner = new ProcessBuilder("/bin/sleep", "60").start();
        String orphan = "mwo" + ProcessHandle.current().pid() % 10000;
        Path orphanState = dir.resolve("orphan");
        ProcessBuilder asOwner = new ProcessBuilder();
        asOwner.environment().put("SSHHOST_OWNER", Long.toString(owner.pid()));
        String output = LabHost.scriptOutput(asOwner, 0, "up", orphan, "auto", orphanState.toString());
        try {
            assertNull(output, output);
            String user = Files.readString(orphanState.resolve("user")).strip();
            assertTrue(namespaces().contains(orphan + " "), namespaces());
            owner.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            try (LabHost next = LabHost.up(dir.resolve("next"), "ecdsa")) {
                assertFalse(namespaces().contains(orphan + " "), namespaces());
                assertFalse(Files.exists(Path.of("/run/mftwb-lab", orphan)));
                assertNotEquals(0, new ProcessBuilder("id", user).start().waitFor(), "the orphan's user is removed");
            }
        } finally {
            owner.destroyForcibly();
            LabHost.scriptOutput(new ProcessBuilder(), 0, "down", orphan, orphanState.toString());
        }
    }

    private static String namespaces() throws IOException, InterruptedException {
        Process p = new ProcessBuilder("ip", "netns", "list").redirectErrorStream(true).start();
        String list = new String(p.getInputStream().readAllBytes());
        p.waitFor(10, TimeUnit.SECONDS);
        return list.lines().map(line -> line.split(" ")[0] + " ").reduce("", String::concat);
    }
}
