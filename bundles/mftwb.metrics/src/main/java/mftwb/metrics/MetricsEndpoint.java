package mftwb.metrics;

import java.io.IOException;
import java.net.BindException;
import java.net.InetAddress;
import java.net.UnknownHostException;

import io.prometheus.metrics.exporter.httpserver.HTTPServer;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import mftwb.monitor.MonitorSession;
import mftwb.runner.MqAccess;
import mftwb.runner.RunListener;

/**
 * Serves what the workbench watches on {@code http://BIND:PORT/metrics} in the Prometheus text and
 * OpenMetrics formats (the client picks by its Accept header): host CPU by mode, per-process CPU,
 * campaign runs, progress, bytes and throughput, and queue manager figures when followed. Its own
 * registry, not the client's default one, so two endpoints in one JVM (tests, a CLI inside the
 * workbench) never share series.
 */
public final class MetricsEndpoint implements AutoCloseable {
    /** Where the endpoint binds unless told otherwise: only this machine can scrape it. */
    public static final String LOOPBACK = "127.0.0.1";

    private final HTTPServer server;
    private final CampaignMetrics campaigns;
    private final QueueManagerMetrics queueManagers;
    private final String address;

    private MetricsEndpoint(HTTPServer server, CampaignMetrics campaigns, QueueManagerMetrics queueManagers,
            String address) {
        this.server = server;
        this.campaigns = campaigns;
        this.queueManagers = queueManagers;
        this.address = address;
    }

    /**
     * Starts serving the session's figures.
     *
     * @param bind address to listen on (a name or literal); {@link #LOOPBACK} keeps it to this machine
     * @param port TCP port, 1-65535, or 0 for any free one (tests)
     * @throws IOException the address is unknown or not local, or the port is taken; the message says which
     */
    public static MetricsEndpoint start(String bind, int port, MonitorSession session) throws IOException {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("metrics port must be 1-65535, not " + port);
        }
        InetAddress address;
        try {
            address = InetAddress.getByName(bind);
        } catch (UnknownHostException e) {
            throw new IOException("metrics endpoint: unknown bind address '" + bind + "'", e);
        }
        PrometheusRegistry registry = new PrometheusRegistry();
        SessionMetrics.register(session, registry, System::currentTimeMillis);
        CampaignMetrics campaigns = new CampaignMetrics(registry);
        QueueManagerMetrics queueManagers = new QueueManagerMetrics(registry);
        HTTPServer server;
        try {
            server = HTTPServer.builder().inetAddress(address).port(port).registry(registry).buildAndStart();
        } catch (BindException e) {
            throw new IOException("metrics endpoint: cannot listen on " + bind + ":" + port + " ("
                    + e.getMessage() + "): is the port taken, or the address not one of this machine's?", e);
        }
        String shown = address.getHostAddress().contains(":") ? "[" + address.getHostAddress() + "]" : address.getHostAddress();
        return new MetricsEndpoint(server, campaigns, queueManagers, shown + ":" + server.getPort());
    }

    /** The port listened on (the one chosen when 0 was asked). */
    public int port() {
        return server.getPort();
    }

    /** The scrape URL, e.g. {@code http://127.0.0.1:9464/metrics}. */
    public String url() {
        return "http://" + address + "/metrics";
    }

    /**
     * A listener that keeps the campaign's figures up to date and then tells {@code next}; call
     * {@link #campaignEnded} when the campaign is over.
     */
    public RunListener following(String campaign, int measuredRuns, RunListener next) {
        return campaigns.following(campaign, measuredRuns, next);
    }

    public void campaignEnded(String campaign) {
        campaigns.ended(campaign);
    }

    /**
     * The same MQ access, with an {@code mft-mq} campaign's coordination queue manager (CPU resource
     * statistics, channel status) followed onto this endpoint while runs are in flight.
     */
    public MqAccess following(MqAccess mq) {
        return mq.followingQueueManager(queueManagers);
    }

    /** Where a follower of queue managers (resource statistics, channel status) reports. */
    public QueueManagerMetrics queueManagers() {
        return queueManagers;
    }

    @Override
    public void close() {
        server.close();
    }
}
