package mftwb.runner.sftp;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;

import org.apache.sshd.sftp.client.SftpClient;
import org.apache.sshd.sftp.client.SftpClientFactory;

import mftwb.remote.SshConnection;
import mftwb.runner.Progress;
import mftwb.runner.RunSpec;
import mftwb.runner.SampledHost;

/**
 * One concurrent transfer of the SFTP workload: its SSH connections (one per stream), each with an
 * SFTP channel, and the way it sends a file over them.
 */
final class Transfer implements AutoCloseable {
    private final List<SshConnection> connections;
    private final List<SftpClient> clients;
    private final List<PipelinedUpload> streams;
    private final ParallelStreams parallel;

    private Transfer(List<SshConnection> connections, List<SftpClient> clients, List<PipelinedUpload> streams,
            RunSpec spec) {
        this.connections = connections;
        this.clients = clients;
        this.streams = streams;
        this.parallel = streams.size() > 1 ? new ParallelStreams(clients, streams, spec) : null;
    }

    static Transfer open(SampledHost destination, int streams, RunSpec spec, Charset textEncoding, Progress progress)
            throws IOException {
        List<SshConnection> connections = new ArrayList<>();
        List<SftpClient> clients = new ArrayList<>();
        List<PipelinedUpload> uploads = new ArrayList<>();
        try {
            for (int i = 0; i < streams; i++) {
                SshConnection connection = SshConnection.open(destination.settings());
                connections.add(connection);
                SftpClient client = SftpClientFactory.instance().createSftpClient(connection.session());
                clients.add(client);
                uploads.add(new PipelinedUpload(client, spec, textEncoding, progress));
            }
        } catch (IOException | RuntimeException e) {
            new Transfer(connections, clients, uploads, spec).close();
            throw e;
        }
        return new Transfer(connections, clients, uploads, spec);
    }

    PipelinedUpload.Sent upload(Path local, String remote, BooleanSupplier stop) throws IOException {
        return parallel == null ? streams.get(0).upload(local, remote, stop) : parallel.upload(local, remote, stop);
    }

    /** The client for folder and status requests. */
    SftpClient client() {
        return clients.get(0);
    }

    List<SftpClient> clients() {
        return clients;
    }

    List<SshConnection> connections() {
        return connections;
    }

    /** A connection that has dropped, which is why a write failed. */
    Optional<SshConnection> lost() {
        return connections.stream().filter(c -> !c.isOpen()).findFirst();
    }

    @Override
    public void close() {
        for (SftpClient client : clients) {
            try {
                client.close();
            } catch (IOException e) {
                // the session is closed right after; nothing more to release
            }
        }
        connections.forEach(SshConnection::close);
    }
}
