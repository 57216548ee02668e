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
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;

import org.apache.sshd.sftp.client.SftpClient;
import org.apache.sshd.sftp.client.SftpClientFactory;
import org.eclipse.core.runtime.OperationCanceledException;

import mftwb.remote.RemoteCommand;
import mftwb.remote.SshConnection;
import mftwb.runner.Progress;
import mftwb.runner.RunSpec;
import mftwb.runner.SampledHost;
import mftwb.runner.Workload;

/**
 * The SFTP workload: the protocol bridge agent's leg, driven by the workbench. Each concurrent
 * transfer has its own SSH connection and SFTP channel (as separate transfers would) and uploads
 * its share of the files one after another with pipelined writes. Every file's size is checked at
 * the destination; with MD5 on, the digests computed while sending are compared with
 * {@code md5sum} run on the destination host.
 */
public final class SftpWorkload implements Workload {
    private static final Duration VERIFY_TIMEOUT = Duration.ofMinutes(10);

    private final SampledHost destination;
    private final Path sourceFolder;
    private final String remoteFolder;
    private final Charset textEncoding;
    private final boolean keep;
    private TestFileSet files;

    /**
     * @param destination  the SFTP server's host (also sampled for CPU)
     * @param sourceFolder a folder of its own for the generated test files (removed on close unless kept)
     * @param remoteFolder where the runs' folders are created on the server
     */
    public SftpWorkload(SampledHost destination, Path sourceFolder, String remoteFolder, Charset textEncoding,
            boolean keep) {
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
        String runFolder = remoteFolder + "/" + label;
        int n = spec.activeTransfers();
        List<SshConnection> connections = new ArrayList<>();
        List<SftpClient> clients = new ArrayList<>();
        boolean clean = false;
        try {
            for (int i = 0; i < n; i++) {
                SshConnection connection = SshConnection.open(destination.settings());
                connections.add(connection);
                clients.add(SftpClientFactory.instance().createSftpClient(connection.session()));
            }
            makeFolders(clients.get(0), runFolder);
            progress.start();
            transferAll(spec, runFolder, clients, connections, progress);
            clean = true;
        } finally {
            if (!clean || !keep) {
                removeQuietly(clients, runFolder);
            }
            for (SftpClient client : clients) {
                closeQuietly(client);
            }
            connections.forEach(SshConnection::close);
        }
    }

    private void transferAll(RunSpec spec, String runFolder, List<SftpClient> clients, List<SshConnection> connections,
            Progress progress) throws IOException {
        int n = clients.size();
        AtomicBoolean abort = new AtomicBoolean();
        ExecutorService pool = Executors.newFixedThreadPool(n, r -> {
            Thread t = new Thread(r, "mftwb-sftp-transfer");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> transfers = new ArrayList<>();
            for (int t = 0; t < n; t++) {
                List<Path> share = new ArrayList<>();
                for (int f = t; f < files.files().size(); f += n) {
                    share.add(files.files().get(f));
                }
                SftpClient client = clients.get(t);
                SshConnection connection = connections.get(t);
                transfers.add(pool.submit(() -> {
                    try {
                        transferShare(spec, runFolder, share, client, connection, progress,
                                () -> abort.get() || progress.isCanceled());
                    } catch (IOException | RuntimeException e) {
                        abort.set(true);
                        throw e;
                    }
                    return null;
                }));
            }
            Throwable first = null;
            for (Future<?> transfer : transfers) {
                try {
                    transfer.get();
                } catch (ExecutionException e) {
                    Throwable cause = e.getCause();
                    // The transfer that failed says why; the others only stopped because of it.
                    if (first == null || stoppedOnly(first) && !stoppedOnly(cause)) {
                        first = cause;
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    abort.set(true);
                    throw new IOException("interrupted");
                }
            }
            if (first instanceof IOException io) {
                throw io;
            }
            if (first instanceof RuntimeException re) {
                throw re;
            }
            if (first != null) {
                throw new IOException(first.toString(), first);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static boolean stoppedOnly(Throwable t) {
        return t instanceof OperationCanceledException || t instanceof PipelinedUpload.StoppedBySibling
                || t.getCause() instanceof PipelinedUpload.StoppedBySibling;
    }

    private void transferShare(RunSpec spec, String runFolder, List<Path> share, SftpClient client,
            SshConnection connection, Progress progress, java.util.function.BooleanSupplier abort) throws IOException {
        PipelinedUpload upload = new PipelinedUpload(client, spec, textEncoding, progress);
        Map<String, String> digests = new HashMap<>();
        for (Path file : share) {
            String remote = runFolder + "/" + file.getFileName();
            PipelinedUpload.Sent sent;
            try {
                sent = upload.upload(file, remote, abort);
                long arrived = client.stat(remote).getSize();
                if (arrived != sent.remoteBytes()) {
                    throw new IOException(remote + ": " + arrived + " bytes arrived, " + sent.remoteBytes() + " were sent");
                }
            } catch (OperationCanceledException | PipelinedUpload.StoppedBySibling e) {
                throw e;
            } catch (IOException e) {
                if (abort.getAsBoolean()) {
                    progress.checkCanceled();
                }
                if (!connection.isOpen()) {
                    throw new IOException(remote + ": connection to " + connection.target() + " lost", e);
                }
                throw new IOException(SftpErrors.describe(remote, e), e);
            }
            sent.md5().ifPresent(md5 -> digests.put(remote, md5));
            progress.fileDone();
        }
        if (!digests.isEmpty()) {
            verifyMd5(connection, digests);
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

    private static void closeQuietly(SftpClient client) {
        try {
            client.close();
        } catch (IOException e) {
            // the session is closed right after; nothing more to release
        }
    }

    @Override
    public void close() throws IOException {
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
