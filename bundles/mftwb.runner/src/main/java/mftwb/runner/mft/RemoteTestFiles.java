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
 * run with another file size or count replaces it, runs with the same reuse it.
 */
final class RemoteTestFiles {
    private static final Duration GENERATE_TIMEOUT = Duration.ofHours(1);
    /**
     * Constant script; the folder, size and count arrive as positional parameters, never spliced
     * into the script text.
     */
    private static final String GENERATE = "mkdir -p -- \"$1\" && i=1 && while [ \"$i\" -le \"$3\" ]; do "
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
            String newFolder = sourceDir + "/" + spec.fileSizeBytes() + "x" + spec.fileCount();
            SshConnection.ExecResult result = ssh.run(RemoteCommand.of("sh", "-c", GENERATE, "sh", newFolder,
                    Long.toString(spec.fileSizeBytes()), Integer.toString(spec.fileCount())), GENERATE_TIMEOUT);
            if (result.exitStatus() != 0) {
                throw new IOException("generating test files in " + newFolder + " on " + ssh.target() + " failed (exit "
                        + result.exitStatus() + "): " + result.stderr().strip());
            }
            folder = newFolder;
            generatedFor = spec;
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
