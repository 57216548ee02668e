package mftwb.runner.sftp;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;

import org.apache.sshd.sftp.client.SftpClient;
import org.eclipse.core.runtime.OperationCanceledException;

import mftwb.model.TransferMode;
import mftwb.remote.RemoteCommand;
import mftwb.remote.SshConnection;
import mftwb.runner.Progress;
import mftwb.runner.RunSpec;
import mftwb.runner.SampledHost;
import mftwb.runner.Workload;

/**
 * The SFTP workload: the protocol bridge agent's leg, driven by the workbench. Each concurrent
 * transfer has its own SSH connection and SFTP channel (as separate transfers would; kept open
 * from run to run, see {@link SessionPool}) and uploads
 * its share of the files one after another with pipelined writes; with several streams per file
 * it has that many connections and splits each file over them (see {@link ParallelStreams}). Every file's size is checked at
 * the destination; with MD5 on, the digests computed while sending are compared with
 * {@code md5sum} run on the destination host.
 */
public final class SftpWorkload implements Workload {
    private static final Duration VERIFY_TIMEOUT = Duration.ofMinutes(10);
    /** Numbered variants tried when a run folder already exists. */
    private static final int MAX_FOLDER_ATTEMPTS = 1000;

    private final SampledHost destination;
    private final Path sourceFolder;
    private final String remoteFolder;
    private final Charset textEncoding;
    private final int streamsPerFile;
    private final boolean keep;
    private final SessionPool sessionPool;
    private TestFileSet files;

    /**
     * @param destination  the SFTP server's host (also sampled for CPU)
     * @param sourceFolder a folder of its own for the generated test files (removed on close unless kept)
     * @param remoteFolder where the runs' folders are created on the server
     * @param streamsPerFile SSH connections each file is split over (1 = as an agent sends it)
     */
    public SftpWorkload(SampledHost destination, Path sourceFolder, String remoteFolder, Charset textEncoding,
            int streamsPerFile, boolean keep) {
        if (streamsPerFile < 1) {
            throw new IllegalArgumentException("streams per file must be at least 1");
        }
        this.streamsPerFile = streamsPerFile;
        this.sessionPool = new SessionPool(destination);
        this.destination = destination;
        this.sourceFolder = sourceFolder;
        this.remoteFolder = remoteFolder;
        this.textEncoding = textEncoding;
        this.keep = keep;
    }

    @Override
    public List<SampledHost> hosts() {
        return List.of(destination);
    }

    @Override
    public void prepare(RunSpec spec) throws IOException {
        if (files != null && files.matches(spec.fileSizeBytes(), spec.fileCount())) {
            return;
        }
        if (files != null) {
            files.delete();
        }
        Path folder = sourceFolder.resolve(spec.fileSizeBytes() + "x" + spec.fileCount());
        files = TestFileSet.generate(folder, spec.fileSizeBytes(), spec.fileCount(), spec.fileSizeBytes() * 31 + spec.fileCount());
    }

    @Override
    public void run(String label, RunSpec spec, Progress progress) throws IOException {
        prepare(spec);
        send(files.files(), label, spec, progress);
    }

    /**
     * Sends the given local files (a run's generated set, or archives of it) into the run's folder
     * {@code label} on the server, the way {@link #run} sends a generated set.
     */
    public void send(List<Path> localFiles, String label, RunSpec spec, Progress progress) throws IOException {
        int streams = streams(spec);
        List<SessionPool.Session> sessions = sessionPool.take(Math.min(spec.transfers(), localFiles.size()) * streams);
        List<Transfer> transfers = new ArrayList<>();
        for (int i = 0; i < sessions.size(); i += streams) {
            transfers.add(new Transfer(sessions.subList(i, i + streams), spec, textEncoding, progress));
        }
        boolean clean = false;
        String runFolder = null;
        try {
            makeFolders(transfers.get(0).client(), remoteFolder);
            runFolder = newFolder(transfers.get(0).client(), remoteFolder + "/" + label);
            progress.start();
            List<Parallel.Task> work = new ArrayList<>();
            for (int t = 0; t < transfers.size(); t++) {
                List<Path> share = new ArrayList<>();
                for (int f = t; f < localFiles.size(); f += transfers.size()) {
                    share.add(localFiles.get(f));
                }
                Transfer transfer = transfers.get(t);
                String folder = runFolder;
                work.add(stop -> transferShare(spec, folder, share, transfer, progress, stop));
            }
            Parallel.runAll(work, progress::isCanceled, "mftwb-sftp-transfer");
            clean = true;
        } finally {
            if (runFolder != null && (!clean || !keep)) {
                removeQuietly(sessions.stream().map(SessionPool.Session::client).toList(), runFolder);
            }
            sessionPool.giveBack(sessions, clean);
        }
    }

    /** Connections per file: a text-mode file, or one of a single chunk, cannot be split. */
    private int streams(RunSpec spec) {
        return spec.mode() == TransferMode.TEXT || spec.fileSizeBytes() <= spec.chunkBytes() ? 1 : streamsPerFile;
    }

    private void transferShare(RunSpec spec, String runFolder, List<Path> share, Transfer transfer, Progress progress,
            BooleanSupplier stop) throws IOException {
        Map<String, String> digests = new HashMap<>();
        for (Path file : share) {
            String remote = runFolder + "/" + file.getFileName();
            PipelinedUpload.Sent sent;
            try {
                sent = transfer.upload(file, remote, stop);
                long arrived = transfer.client().stat(remote).getSize();
                if (arrived != sent.remoteBytes()) {
                    throw new IOException(remote + ": " + arrived + " bytes arrived, " + sent.remoteBytes() + " were sent");
                }
            } catch (OperationCanceledException | PipelinedUpload.StoppedBySibling e) {
                throw e;
            } catch (IOException e) {
                if (stop.getAsBoolean()) {
                    progress.checkCanceled();
                }
                if (transfer.lost().isPresent()) {
                    throw new IOException(remote + ": connection to " + transfer.lost().get().target() + " lost", e);
                }
                throw new IOException(SftpErrors.describe(remote, e), e);
            }
            sent.md5().ifPresent(md5 -> digests.put(remote, md5));
            progress.fileDone();
        }
        if (!digests.isEmpty()) {
            verifyMd5(transfer.connection(), digests);
        }
    }

    /** One {@code md5sum} per transfer: the destination reads the files back from its own disk. */
    private static void verifyMd5(SshConnection connection, Map<String, String> expected) throws IOException {
        List<String> command = new ArrayList<>(List.of("md5sum", "--"));
        command.addAll(expected.keySet());
        SshConnection.ExecResult result = connection.run(new RemoteCommand(command), VERIFY_TIMEOUT);
        if (result.exitStatus() != 0) {
            throw new IOException("MD5 verification: md5sum on " + connection.target() + " exited " + result.exitStatus()
                    + ": " + result.stderr().strip());
        }
        Map<String, String> actual = Md5Sum.parse(result.stdout());
        for (Map.Entry<String, String> file : expected.entrySet()) {
            String found = actual.get(file.getKey());
            if (!file.getValue().equals(found)) {
                throw new IOException(file.getKey() + ": MD5 mismatch, sent " + file.getValue() + ", destination has "
                        + Optional.ofNullable(found).orElse("no digest"));
            }
        }
    }

    private static void makeFolders(SftpClient client, String folder) throws IOException {
        StringBuilder path = new StringBuilder(folder.startsWith("/") ? "/" : "");
        for (String part : folder.split("/")) {
            if (part.isEmpty()) {
                continue;
            }
            path.append(path.isEmpty() || path.charAt(path.length() - 1) == '/' ? "" : "/").append(part);
            try {
                client.stat(path.toString());
            } catch (IOException missing) {
                client.mkdir(path.toString());
            }
        }
    }

    /**
     * Creates a folder that did not exist: {@code wanted}, else {@code wanted-2}, {@code wanted-3}, ...
     * SFTP's mkdir fails on an existing folder, so a folder kept by an earlier campaign (or anyone
     * else's) is never reused, and the cleanup removes only what this run created.
     */
    private static String newFolder(SftpClient client, String wanted) throws IOException {
        for (int n = 1; n <= MAX_FOLDER_ATTEMPTS; n++) {
            String folder = n == 1 ? wanted : wanted + "-" + n;
            try {
                client.mkdir(folder);
                return folder;
            } catch (IOException e) {
                if (!exists(client, folder)) {
                    throw new IOException("cannot create " + folder + ": " + e.getMessage(), e);
                }
            }
        }
        throw new IOException(wanted + " and " + (MAX_FOLDER_ATTEMPTS - 1) + " numbered variants of it already exist: clear them or choose another remoteDir");
    }

    private static boolean exists(SftpClient client, String path) {
        try {
            client.stat(path);
            return true;
        } catch (IOException missing) {
            return false;
        }
    }

    /**
     * Removes the run's folder through the first connection still open: after a cancel that is the
     * partial files; after a dropped connection nothing can be reached and the folder stays.
     */
    private static void removeQuietly(List<SftpClient> clients, String runFolder) {
        for (SftpClient client : clients) {
            if (!client.isOpen()) {
                continue;
            }
            try {
                for (SftpClient.DirEntry entry : client.readDir(runFolder)) {
                    if (!entry.getFilename().equals(".") && !entry.getFilename().equals("..")) {
                        client.remove(runFolder + "/" + entry.getFilename());
                    }
                }
                client.rmdir(runFolder);
                return;
            } catch (IOException e) {
                // try the next connection; a folder that cannot be removed is left for the user
            }
        }
    }

    /** Each SFTP write adds its bytes as it is acknowledged. */
    @Override
    public boolean countsBytesAsTheyMove() {
        return true;
    }

    @Override
    public void close() throws IOException {
        sessionPool.close();
        if (files != null && !keep) {
            files.delete();
        }
        if (!keep) {
            Files.deleteIfExists(sourceFolder);
        }
    }

    /** The folder of a generated file set, for tests and the {@code keep} message. */
    public Optional<Path> currentFileSet() {
        return Optional.ofNullable(files).map(TestFileSet::folder);
    }
}
