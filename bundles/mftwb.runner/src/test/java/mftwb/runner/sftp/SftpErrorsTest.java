package mftwb.runner.sftp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.apache.sshd.sftp.common.SftpConstants;
import org.apache.sshd.sftp.common.SftpException;
import org.junit.jupiter.api.Test;

class SftpErrorsTest {
    @Test
    void aFullDiskIsNamedWhateverTheProtocolVersionSays() {
        String v6 = SftpErrors.describe("/in/f000001.bin",
                new SftpException(SftpConstants.SSH_FX_NO_SPACE_ON_FILESYSTEM, "No space left on device"));
        assertTrue(v6.startsWith("/in/f000001.bin: destination disk is full (SFTP status 14"), v6);
        // SFTP v3 servers (MINA with an old client, OpenSSH) send ENOSPC as a generic failure.
        String v3 = SftpErrors.describe("/in/f000001.bin",
                new SftpException(SftpConstants.SSH_FX_FAILURE, "/in/f000001.bin: No space left on device"));
        assertTrue(v3.contains("destination disk is full") && v3.contains("status 4"), v3);
        String openssh = SftpErrors.describe("/in/f", new SftpException(SftpConstants.SSH_FX_FAILURE, "Failure"));
        assertTrue(openssh.contains("check free space"), openssh);
        String denied = SftpErrors.describe("/in/f", new SftpException(SftpConstants.SSH_FX_PERMISSION_DENIED, "denied"));
        assertTrue(denied.contains("permission denied"), denied);
    }

    @Test
    void md5sumOutputIsReadPerPath() {
        assertEquals(Map.of("/in/run 1/f000001.bin", "d41d8cd98f00b204e9800998ecf8427e", "/in/b", "0cc175b9c0f1b6a831c399e269772661"),
                Md5Sum.parse("d41d8cd98f00b204e9800998ecf8427e  /in/run 1/f000001.bin\n0CC175B9C0F1B6A831C399E269772661 */in/b\n"));
    }
}
