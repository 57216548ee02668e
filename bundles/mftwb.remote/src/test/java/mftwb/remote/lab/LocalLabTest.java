package mftwb.remote.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.sftp.client.SftpClient;
import org.apache.sshd.sftp.client.SftpClientFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.remote.RemoteCommand;
import mftwb.remote.SshConnection;

class LocalLabTest {
    @TempDir
    Path dir;

    @Test
    void runsCommandsInARealShellWithExitStatus() throws Exception {
        try (LocalLab lab = LocalLab.start(dir); SshConnection ssh = SshConnection.open(lab.connectionSettings())) {
            SshConnection.ExecResult result = ssh.run(RemoteCommand.of("sh", "-c", "echo $((6*7)); echo oops >&2; exit 3"),
                    Duration.ofSeconds(10));
            assertEquals("42", result.stdout().strip());
            assertEquals("oops", result.stderr().strip());
            assertEquals(3, result.exitStatus());
        }
    }

    @Test
    void sessionsAreEncryptedWithAesGcmRatherThanMinasPlainJavaChaCha() throws Exception {
        try (LocalLab lab = LocalLab.start(dir); SshConnection ssh = SshConnection.open(lab.connectionSettings())) {
            assertEquals("aes128-gcm@openssh.com",
                    ssh.session().getNegotiatedKexParameter(org.apache.sshd.common.kex.KexProposalOption.C2SENC));
        }
    }

    @Test
    void hostKeyIsKeptAcrossRunsButPortIsRandom() throws Exception {
        String first;
        int firstPort;
        try (LocalLab lab = LocalLab.start(dir)) {
            first = KeyUtils.getFingerPrint(lab.hostKey());
            firstPort = lab.port();
            assertTrue(firstPort > 0);
        }
        try (LocalLab again = LocalLab.start(dir); LocalLab other = LocalLab.start(dir.resolve("other"))) {
            assertEquals(first, KeyUtils.getFingerPrint(again.hostKey()));
            assertNotEquals(first, KeyUtils.getFingerPrint(other.hostKey()));
            assertNotEquals(again.port(), other.port());
        }
    }

    @Test
    void servesSftpForTheRunnersFileWorkload() throws Exception {
        Path remoteFile = dir.resolve("sftp-upload.bin");
        byte[] payload = "chunk of a transfer".repeat(1000).getBytes(StandardCharsets.UTF_8);
        try (LocalLab lab = LocalLab.start(dir.resolve("state"));
                SshConnection ssh = SshConnection.open(lab.connectionSettings());
                SftpClient sftp = SftpClientFactory.instance().createSftpClient(ssh.session())) {
            try (OutputStream out = sftp.write(remoteFile.toString())) {
                out.write(payload);
            }
            try (InputStream in = sftp.read(remoteFile.toString())) {
                assertEquals(payload.length, in.readAllBytes().length);
            }
        }
        assertEquals(payload.length, Files.size(remoteFile));
    }

    @org.junit.jupiter.api.Test
    void theHostKeyIsReadableByItsOwnerOnlyEvenWhenAnOlderRunLeftItOpen(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        java.nio.file.Path state = dir.resolve("state");
        java.nio.file.Path hostKey = state.resolve("hostkey.pem");
        var ownerOnly = java.nio.file.attribute.PosixFilePermissions.fromString("rw-------");
        try (LocalLab lab = LocalLab.start(state)) {
            org.junit.jupiter.api.Assertions.assertEquals(ownerOnly, java.nio.file.Files.getPosixFilePermissions(hostKey));
        }
        java.nio.file.Files.setPosixFilePermissions(hostKey, java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--"));
        try (LocalLab lab = LocalLab.start(state)) {
            org.junit.jupiter.api.Assertions.assertEquals(ownerOnly, java.nio.file.Files.getPosixFilePermissions(hostKey));
        }
    }
}
