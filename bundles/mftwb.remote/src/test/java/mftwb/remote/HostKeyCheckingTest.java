package mftwb.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.common.config.keys.PublicKeyEntry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.remote.lab.LocalLab;

/** known_hosts policy against embedded servers on loopback: unknown, accepted, changed. */
class HostKeyCheckingTest {
    @TempDir
    Path dir;

    private static ConnectionSettings unpinned(LocalLab lab, Path knownHosts, HostKeyDecision decision) {
        ConnectionSettings pinned = lab.connectionSettings();
        return new ConnectionSettings(pinned.target(), List.of(), pinned.keyPairs(), Optional.empty(), Optional.empty(),
                Optional.empty(), knownHosts, decision, Optional.empty(), Duration.ofSeconds(10), Duration.ofSeconds(15));
    }

    @Test
    void unknownKeyIsRefusedAndNothingIsRecorded() throws Exception {
        Path knownHosts = dir.resolve("known_hosts");
        try (LocalLab lab = LocalLab.start(dir.resolve("lab"))) {
            HostKeyException e = assertThrows(HostKeyException.class,
                    () -> SshConnection.open(unpinned(lab, knownHosts, HostKeyDecision.REFUSE)).close());
            assertTrue(e.getMessage().contains(KeyUtils.getFingerPrint(lab.hostKey())), e.getMessage());
            assertFalse(Files.exists(knownHosts) && Files.size(knownHosts) > 0);
        }
    }

    @Test
    void acceptedKeyIsShownWithItsFingerprintAndRemembered() throws Exception {
        Path knownHosts = dir.resolve("home/.ssh/known_hosts"); // a fresh account has no ~/.ssh yet
        List<String> asked = new ArrayList<>();
        HostKeyDecision user = (target, type, fingerprint) -> asked.add(fingerprint);
        try (LocalLab lab = LocalLab.start(dir.resolve("lab"))) {
            try (SshConnection ssh = SshConnection.open(unpinned(lab, knownHosts, user))) {
                assertEquals("ok", ssh.run(RemoteCommand.of("echo", "ok"), Duration.ofSeconds(10)).stdout().strip());
            }
            assertEquals(List.of(KeyUtils.getFingerPrint(lab.hostKey())), asked);
            assertTrue(Files.readString(knownHosts).contains("[127.0.0.1]:" + lab.port()));
            // Second connection: known now, so the decision is not consulted and REFUSE does not matter.
            try (SshConnection ssh = SshConnection.open(unpinned(lab, knownHosts, HostKeyDecision.REFUSE))) {
                assertTrue(ssh.isOpen());
            }
            assertEquals(1, asked.size());
        }
    }

    @Test
    void changedKeyIsRefusedEvenWhenNewKeysWouldBeAccepted() throws Exception {
        Path knownHosts = dir.resolve("known_hosts");
        try (LocalLab original = LocalLab.start(dir.resolve("original"));
                LocalLab impostor = LocalLab.start(dir.resolve("impostor"))) {
            // Record the original server's key under the impostor's address, as if the host were re-keyed.
            Files.writeString(knownHosts, "[127.0.0.1]:" + impostor.port() + " "
                    + PublicKeyEntry.toString(original.hostKey()) + "\n");
            HostKeyException e = assertThrows(HostKeyException.class, () -> SshConnection
                    .open(unpinned(impostor, knownHosts, HostKeyDecision.ACCEPT_AND_REMEMBER)).close());
            assertTrue(e.getMessage().contains("CHANGED"), e.getMessage());
        }
    }

    @Test
    void anUnreadableKnownHostsFileAcceptsNoKeyEvenWhenNewKeysWouldBeAccepted() throws Exception {
        // A folder where the file should be: unreadable as a file for every user, root included.
        Path knownHosts = Files.createDirectories(dir.resolve("known_hosts"));
        try (LocalLab lab = LocalLab.start(dir.resolve("lab"))) {
            HostKeyException e = assertThrows(HostKeyException.class, () -> SshConnection
                    .open(unpinned(lab, knownHosts, HostKeyDecision.ACCEPT_AND_REMEMBER)).close());
            assertTrue(e.getMessage().contains("cannot read " + knownHosts), e.getMessage());
        }
    }
}
