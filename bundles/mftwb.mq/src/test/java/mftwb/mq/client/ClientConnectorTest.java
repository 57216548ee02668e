package mftwb.mq.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;

import mftwb.mq.ConnectionSpec;
import mftwb.mq.MqFailure;

/** The real MQ client library against loopback sockets: no queue manager needed for these failures. */
class ClientConnectorTest {

    @Test
    void closedPortIsReportedAsHostNotAvailableWithTheFix() throws Exception {
        int port;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = probe.getLocalPort();
        }
        ConnectionSpec spec = ConnectionSpec.parse("127.0.0.1:" + port + "/DEV.APP.SVRCONN/QM1");
        MqFailure f = assertThrows(MqFailure.class, () -> new ClientConnector().connect(spec));
        assertEquals(2538, f.reasonCode());
        assertTrue(f.getMessage().contains("cannot connect to 127.0.0.1:" + port + "/DEV.APP.SVRCONN/QM1"),
                f.getMessage());
        assertTrue(f.getMessage().contains("DISPLAY LSSTATUS"), f.getMessage());
    }

    @Test
    void listenerThatIsNotAQueueManagerIsReportedAsConnectionBroken() throws Exception {
        AtomicBoolean accepted = new AtomicBoolean();
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            server.setSoTimeout(10_000);
            Thread peer = new Thread(() -> {
                try (Socket s = server.accept()) {
                    accepted.set(true);
                    s.getOutputStream().write("SSH-2.0-OpenSSH_9.2\r\n".getBytes());
                } catch (Exception e) {
                    // The client may give up first; the assertion below is on its side.
                }
            });
            peer.start();
            ConnectionSpec spec = ConnectionSpec.parse("127.0.0.1:" + server.getLocalPort() + "/DEV.APP.SVRCONN/QM1");
            MqFailure f = assertThrows(MqFailure.class, () -> new ClientConnector().connect(spec));
            peer.join(10_000);
            assertTrue(accepted.get(), "the client did reach the listener");
            assertEquals(2009, f.reasonCode(), f.getMessage());
            assertTrue(f.getMessage().contains("is the queue manager's MQ listener and not another service"),
                    f.getMessage());
        }
    }
}
