package mftwb.runner.sftp;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.apache.sshd.sftp.client.SftpClient;
import org.apache.sshd.sftp.client.SftpClientFactory;

import mftwb.remote.SshConnection;
import mftwb.runner.SampledHost;

/**
 * SSH connections to the SFTP server, each with an SFTP channel, kept open from run to run as an agent
 * keeps its sessions: a run then starts on warm TCP connections instead of paying slow start again,
 * which on a long link costs more than a second per run. A session of a run that failed or was
 * cancelled is closed rather than reused, since replies to its abandoned writes may still arrive.
 */
final class SessionPool implements AutoCloseable {
    record Session(SshConnection connection, SftpClient client) {
        boolean isOpen() {
            return connection.isOpen() && client.isOpen();
        }

        void close() {
            try {
                client.close();
            } catch (IOException e) {
                // the connection is closed right after; nothing more to release
            }
            connection.close();
        }
    }

    private final SampledHost destination;
    private final List<Session> idle = new ArrayList<>();

    SessionPool(SampledHost destination) {
        this.destination = destination;
    }

    /** {@code count} open sessions: idle ones first, new ones for the rest. */
    synchronized List<Session> take(int count) throws IOException {
        idle.removeIf(s -> {
            if (!s.isOpen()) {
                s.close();
                return true;
            }
            return false;
        });
        List<Session> taken = new ArrayList<>();
        try {
            while (taken.size() < count) {
                if (!idle.isEmpty()) {
                    taken.add(idle.remove(0));
                } else {
                    SshConnection connection = SshConnection.open(destination.settings());
                    try {
                        taken.add(new Session(connection, SftpClientFactory.instance().createSftpClient(connection.session())));
                    } catch (IOException | RuntimeException e) {
                        connection.close();
                        throw e;
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            giveBack(taken, true);
            throw e;
        }
        return taken;
    }

    /** Returns sessions after a run: kept when the run ended cleanly, closed otherwise. */
    synchronized void giveBack(List<Session> sessions, boolean clean) {
        for (Session session : sessions) {
            if (clean && session.isOpen()) {
                idle.add(session);
            } else {
                session.close();
            }
        }
    }

    @Override
    public synchronized void close() {
        idle.forEach(Session::close);
        idle.clear();
    }
}
