package mftwb.runner.sftp;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;

import org.apache.sshd.sftp.client.SftpClient;

import mftwb.remote.SshConnection;
import mftwb.runner.Progress;
import mftwb.runner.RunSpec;

/**
 * One concurrent transfer of the SFTP workload: its sessions (one per stream) and the way it sends a
 * file over them.
 */
final class Transfer {
    private final List<SessionPool.Session> sessions;
    private final PipelinedUpload single;
    private final ParallelStreams parallel;

    Transfer(List<SessionPool.Session> sessions, RunSpec spec, Charset textEncoding, Progress progress) {
        this.sessions = sessions;
        List<PipelinedUpload> streams = sessions.stream()
                .map(s -> new PipelinedUpload(s.client(), spec, textEncoding, progress)).toList();
        this.single = streams.get(0);
        this.parallel = streams.size() > 1 ? new ParallelStreams(client(), streams, spec) : null;
    }

    PipelinedUpload.Sent upload(Path local, String remote, BooleanSupplier stop) throws IOException {
        return parallel == null ? single.upload(local, remote, stop) : parallel.upload(local, remote, stop);
    }

    /** The client for folder and status requests. */
    SftpClient client() {
        return sessions.get(0).client();
    }

    /** The connection for commands run on the destination host. */
    SshConnection connection() {
        return sessions.get(0).connection();
    }

    /** A connection that has dropped, which is why a write failed. */
    Optional<SshConnection> lost() {
        return sessions.stream().map(SessionPool.Session::connection).filter(c -> !c.isOpen()).findFirst();
    }
}
