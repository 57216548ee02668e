package mftwb.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import org.apache.sshd.common.config.keys.KeyUtils;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * ed25519, Debian's default key type, end to end against OpenSSH: an sshd whose only host key is
 * ed25519 (releng/lab/sshhost.sh ... ed25519) and a user who logs in with ed25519 keys, plain, in
 * OpenSSH's encrypted format and through ssh-agent. Runs in OSGi, where the keys are read by MINA
 * SSHD through the Bouncy Castle bundle. Needs root, iproute2 and openssh-server, else skipped.
 */
class OpenSshEd25519Test {
    @TempDir
    static Path state;
    @TempDir
    Path dir;
    static LabHost host;

    @BeforeAll
    static void createHost() throws Exception {
        host = LabHost.up(state, "ed25519");
    }

    @AfterAll
    static void removeHost() throws Exception {
        if (host != null) {
            host.close();
        }
    }

    @Test
    void theUnknownHostKeyIsShownAsEd25519WithOpenSshsFingerprintAndRememberedAsSuch() throws Exception {
        Path knownHosts = dir.resolve("known_hosts");
        String openSshFingerprint = keygen("-l", "-E", "sha256", "-f", host.file("hostkey.pub").toString()).split(" ")[1];
        List<String> asked = new ArrayList<>();
        HostKeyDecision user = (target, keyType, fingerprint) -> {
            asked.add(keyType + " " + fingerprint);
            return true;
        };
        try (SshConnection ssh = SshConnection.open(host.settings(knownHosts, user))) {
            assertEquals(host.user, ssh.run(RemoteCommand.of("id", "-un"), Duration.ofSeconds(10)).stdout().strip());
        }
        assertEquals(List.of("ssh-ed25519 " + openSshFingerprint), asked, "the prompt shows what ssh-keygen -lf shows");
        String hostKey = host.read("hostkey.pub").split(" ")[1];
        assertTrue(Files.readString(knownHosts).contains("ssh-ed25519 " + hostKey), Files.readString(knownHosts));
        try (SshConnection again = SshConnection.open(host.settings(knownHosts, HostKeyDecision.REFUSE))) {
            assertTrue(again.isOpen(), "the remembered ed25519 entry is trusted without asking");
        }
    }

    @Test
    void anEd25519EntryWrittenByOpenSshIsTrustedAndTheUserKeyLogsIn() throws Exception {
        try (SshConnection ssh = SshConnection.open(host.trusted())) {
            assertEquals("ssh-ed25519", KeyUtils.getKeyType(ssh.session().getServerKey()));
            HostProbe probe = HostProbe.run(ssh);
            assertEquals("Linux", probe.operatingSystem());
        }
    }

    @Test
    void aChangedEd25519HostKeyIsRefused() throws Exception {
        Path other = dir.resolve("other");
        keygen("-q", "-t", "ed25519", "-N", "", "-f", other.toString());
        Path knownHosts = dir.resolve("stale_known_hosts");
        String otherKey = Files.readString(Path.of(other + ".pub")).split(" ")[1];
        Files.writeString(knownHosts, host.address + " ssh-ed25519 " + otherKey + "\n");
        String otherFingerprint = keygen("-l", "-E", "sha256", "-f", other + ".pub").split(" ")[1];
        HostKeyException e = assertThrows(HostKeyException.class,
                () -> SshConnection.open(host.settings(knownHosts, HostKeyDecision.ACCEPT_AND_REMEMBER)).close());
        assertTrue(e.getMessage().contains("CHANGED") && e.getMessage().contains(otherFingerprint), e.getMessage());
    }

    @Test
    void anEncryptedOpenSshEd25519KeyLogsInWithItsPassphraseAndIsRefusedWithoutIt() throws Exception {
        String passphrase = host.read("passphrase");
        ConnectionSettings protectedKey = host.trusted().withIdentityFiles(List.of(host.file("client_key_protected")));
        try (SshConnection ssh = SshConnection.open(protectedKey.withPassphrase(() -> passphrase))) {
            assertEquals("ok", ssh.run(RemoteCommand.of("echo", "ok"), Duration.ofSeconds(10)).stdout().strip());
        }
        AuthenticationException wrong = assertThrows(AuthenticationException.class,
                () -> SshConnection.open(protectedKey.withPassphrase(() -> passphrase + "x")).close());
        assertTrue(wrong.getMessage().contains("client_key_protected") && wrong.getMessage().contains("passphrase"),
                wrong.getMessage());
        AuthenticationException none = assertThrows(AuthenticationException.class,
                () -> SshConnection.open(protectedKey).close());
        assertTrue(none.getMessage().contains("passphrase"), none.getMessage());
    }

    @Test
    void anEd25519KeyHeldByOpenSshsAgentLogsIn() throws Exception {
        try (OpenSshAgent agent = OpenSshAgent.start(dir)) {
            agent.add(host.file("client_key"));
            ConnectionSettings viaAgent = host.trusted().withIdentityFiles(List.of()).withAgent(Optional.of(agent.socket));
            try (SshConnection ssh = SshConnection.open(viaAgent)) {
                assertEquals("agent", ssh.run(RemoteCommand.of("echo", "agent"), Duration.ofSeconds(10)).stdout().strip());
            }
        }
    }

    private static String keygen(String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("/usr/bin/ssh-keygen"));
        command.addAll(List.of(arguments));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0, "ssh-keygen failed: " + output);
        return output.strip();
    }
}
