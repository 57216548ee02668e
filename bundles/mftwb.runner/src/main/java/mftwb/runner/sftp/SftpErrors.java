package mftwb.runner.sftp;

import java.io.IOException;
import java.util.Locale;

import org.apache.sshd.sftp.common.SftpConstants;
import org.apache.sshd.sftp.common.SftpException;

/** Turns SFTP status codes into messages a user can act on. */
public final class SftpErrors {
    private SftpErrors() {
    }

    /** A readable reason for a failed SFTP request on {@code path}. */
    public static String describe(String path, SftpException e) {
        int status = e.getStatus();
        String server = e.getMessage() == null ? "" : e.getMessage();
        String what = switch (status) {
            case SftpConstants.SSH_FX_NO_SPACE_ON_FILESYSTEM -> "destination disk is full";
            case SftpConstants.SSH_FX_QUOTA_EXCEEDED -> "destination quota exceeded";
            case SftpConstants.SSH_FX_PERMISSION_DENIED -> "permission denied at the destination";
            case SftpConstants.SSH_FX_NO_SUCH_FILE, SftpConstants.SSH_FX_NO_SUCH_PATH -> "destination folder does not exist";
            case SftpConstants.SSH_FX_WRITE_PROTECT -> "destination file system is read-only";
            case SftpConstants.SSH_FX_CONNECTION_LOST, SftpConstants.SSH_FX_NO_CONNECTION -> "connection lost";
            // SFTP version 3 (OpenSSH) has no disk-full code: ENOSPC arrives as a generic failure.
            case SftpConstants.SSH_FX_FAILURE -> server.toLowerCase(Locale.ROOT).contains("no space")
                    ? "destination disk is full"
                    : "the server reported a failure (OpenSSH reports a full disk this way: check free space)";
            default -> "request refused";
        };
        return path + ": " + what + " (SFTP status " + status + " " + SftpConstants.getStatusName(status)
                + (server.isBlank() ? "" : ", server said: " + server) + ")";
    }

    /** A reason for any failure during a transfer. */
    public static String describe(String path, IOException e) {
        if (e instanceof SftpException sftp) {
            return describe(path, sftp);
        }
        return path + ": " + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
    }
}
