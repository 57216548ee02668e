package mftwb.runner.mft;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import mftwb.remote.RemoteCommand;
import mftwb.remote.SshConnection;
import mftwb.runner.RunSpec;
import mftwb.runner.SampledHost;

/**
 * The test files of the MFT backends, generated from /dev/urandom over SSH on the source agent's
 * host (where the agent reads them) and checked to have their exact size. One set at a time: a
 * run with another file size or count replaces it, runs with the same reuse it. Each set goes into a
 * folder this class created (SIZExCOUNT, else SIZExCOUNT-2, ...), so a folder that was already
 * there is never filled, reused or removed.
 */
final class RemoteTestFiles {
    private static final Duration GENERATE_TIMEOUT = Duration.ofHours(1);
    /** Numbered variants of SIZExCOUNT tried before giving up. */
    private static final int MAX_FOLDER_ATTEMPTS = 100;
    /** Exit status of the script when the folder already exists. */
    private static final int EXISTS = 4;
    /** Exit status of the script when the folder cannot be created (so it is not ours to remove). */
    private static final int CANNOT_CREATE = 5;
    /**
     * Constant script; the folder, size, count and parent folder arrive as positional parameters,
     * never spliced into the script text. mkdir without -p fails on an existing folder.
     */
    private static final String GENERATE = "mkdir -p -- \"$4\" || exit " + CANNOT_CREATE + "; [ -e \"$1\" ] && exit " + EXISTS + "; mkdir -- \"$1\" || exit "
            + CANNOT_CREATE + "; i=1; while [ \"$i\" -le \"$3\" ]; do "
            + "f=\"$1/f$(printf %06d \"$i\").bin\"; head -c \"$2\" /dev/urandom > \"$f\" || exit 1; "
            + "[ \"$(wc -c < \"$f\")\" -eq \"$2\" ] || exit 3; i=$((i+1)); done";

    private final SampledHost host;
    private final String sourceDir;
    private final boolean keep;
    private String folder;
    private RunSpec generatedFor;

    /** @param sourceDir folder on the host under which each file set gets its own folder */
    RemoteTestFiles(SampledHost host, String sourceDir, boolean keep) {
        this.host = host;
        this.sourceDir = sourceDir;
        this.keep = keep;
    }

    /** Makes sure the files of {@code spec} exist, generating them when the size or count changed. */
    void prepare(RunSpec spec) throws IOException {
        if (generatedFor != null && generatedFor.fileSizeBytes() == spec.fileSizeBytes()
                && generatedFor.fileCount() == spec.fileCount()) {
            return;
        }
        try (SshConnection ssh = SshConnection.open(host.settings())) {
            remove(ssh);
            String wanted = sourceDir + "/" + spec.fileSizeBytes() + "x" + spec.fileCount();
            for (int n = 1; n <= MAX_FOLDER_ATTEMPTS; n++) {
                String newFolder = n == 1 ? wanted : wanted + "-" + n;
                SshConnection.ExecResult result = ssh.run(RemoteCommand.of("sh", "-c", GENERATE, "sh", newFolder,
                        Long.toString(spec.fileSizeBytes()), Integer.toString(spec.fileCount()), sourceDir), GENERATE_TIMEOUT);
                if (result.exitStatus() == EXISTS) {
                    continue;
                }
                if (result.exitStatus() != 0) {
                    if (result.exitStatus() != CANNOT_CREATE && !keep) {
                        // the folder is ours: do not leave a half-generated set behind
                        ssh.run(RemoteCommand.of("rm", "-rf", "--", newFolder), Duration.ofMinutes(5));
                    }
                    throw new IOException("generating test files in " + newFolder + " on " + ssh.target() + " failed (exit "
                            + result.exitStatus() + "): " + result.stderr().strip());
                }
                folder = newFolder;
                generatedFor = spec;
                return;
            }
            throw new IOException(wanted + " and " + (MAX_FOLDER_ATTEMPTS - 1) + " numbered variants already exist on " + ssh.target()
                    + ": clear them or choose another sourceDir");
        }
    }

    /** The files of transfer {@code t} of {@code n}: every n-th file, as the SFTP workload splits them. */
    List<String> share(int fileCount, int t, int n) {
        return share(folder, fileCount, t, n);
    }

    static List<String> share(String folder, int fileCount, int t, int n) {
        List<String> files = new ArrayList<>();
        for (int f = t; f < fileCount; f += n) {
            files.add(folder + "/" + String.format("f%06d.bin", f + 1));
        }
        return files;
    }

    private void remove(SshConnection ssh) throws IOException {
        if (folder != null && !keep) {
            ssh.run(RemoteCommand.of("rm", "-rf", "--", folder), Duration.ofMinutes(5));
        }
        folder = null;
        generatedFor = null;
    }

    /** Removes the files unless the campaign keeps them. */
    void close() throws IOException {
        if (folder == null || keep) {
            return;
        }
        try (SshConnection ssh = SshConnection.open(host.settings())) {
            remove(ssh);
        }
    }
}
