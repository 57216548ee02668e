package mftwb.runner.mft;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

import mftwb.mq.EventStream;
import mftwb.mq.MqFailure;
import mftwb.mq.MqGateway;
import mftwb.mq.QmResourceSample;
import mftwb.runner.QueueManagerListener;

/**
 * Follows the coordination queue manager during one run for the metrics endpoint: its CPU resource
 * statistics ({@code $SYS/MQ/INFO/QMGR/<qm>/Monitor/CPU/QMgrSummary} and {@code .../SystemSummary},
 * published every MONINT seconds) and, every {@link #CHANNEL_STATUS_EVERY}, the status of all its
 * channels. It shares the run's connection and thread (MQ's one-connection-one-thread rule), polling
 * between the transfer publications. Best effort: what cannot be followed (no authority on $SYS, no
 * PCF access) is said once on the campaign's log and left out; the run goes on.
 */
final class QueueManagerFollower implements AutoCloseable {
    /** The resource statistics that carry CPU: the queue manager's own share and the whole machine's. */
    static final List<String> CPU_TYPES = List.of("QMgrSummary", "SystemSummary");
    /** Channel counters move slowly compared with a scrape; MONINT's default interval keeps PCF traffic small. */
    static final Duration CHANNEL_STATUS_EVERY = Duration.ofSeconds(10);
    private static final String CHANNEL_STATUS = "channel status";

    private final MqGateway gateway;
    private final QueueManagerListener listener;
    private final Set<String> told;
    private final Consumer<String> log;
    private final List<EventStream<QmResourceSample>> cpu = new ArrayList<>();
    private boolean channels;
    private long nextChannelStatus = System.nanoTime();

    private QueueManagerFollower(MqGateway gateway, QueueManagerListener listener, Set<String> told,
            Consumer<String> log) {
        this.gateway = gateway;
        this.listener = listener;
        this.told = told;
        this.log = log;
    }

    /**
     * Subscribes to the CPU statistics when there is a listener; without one it follows nothing.
     *
     * @param told the figures given up on earlier in this campaign: said once, not tried again (a missing
     *             $SYS metadata topic would otherwise cost its wait before every run)
     */
    static QueueManagerFollower open(MqGateway gateway, Optional<QueueManagerListener> listener, Set<String> told,
            Consumer<String> log) {
        QueueManagerFollower follower = new QueueManagerFollower(gateway, listener.orElse(null), told, log);
        follower.channels = listener.isPresent() && !told.contains(CHANNEL_STATUS);
        if (listener.isEmpty()) {
            return follower;
        }
        for (String type : CPU_TYPES.stream().filter(type -> !told.contains("CPU/" + type)).toList()) {
            try {
                follower.cpu.add(gateway.subscribeResourceStatistics("CPU", type));
            } catch (MqFailure e) {
                follower.notFollowed("CPU/" + type, e);
            }
        }
        return follower;
    }

    /** Says once per campaign which figures are missing and why. */
    private void notFollowed(String figures, MqFailure e) {
        if (told.add(figures)) {
            log.accept("queue manager " + gateway.queueManager() + " " + figures + " not followed for the metrics "
                    + "endpoint: " + e.getMessage() + " (the runs go on without it)");
        }
    }

    /** Hands what arrived since the last call to the listener, and reads channel status when due. */
    void poll() {
        for (EventStream<QmResourceSample> stream : List.copyOf(cpu)) {
            try {
                stream.poll(Duration.ZERO).forEach(listener::record);
            } catch (MqFailure e) {
                notFollowed("CPU", e);
                cpu.remove(stream);
                closeQuietly(stream);
            }
        }
        if (channels && System.nanoTime() - nextChannelStatus >= 0) {
            nextChannelStatus = System.nanoTime() + CHANNEL_STATUS_EVERY.toNanos();
            try {
                listener.record(gateway.queueManager(), gateway.channelStatus("*"));
            } catch (MqFailure e) {
                notFollowed(CHANNEL_STATUS, e);
                channels = false;
            }
        }
    }

    private static void closeQuietly(EventStream<QmResourceSample> stream) {
        try {
            stream.close();
        } catch (MqFailure e) {
            // The subscription is gone with its connection; nothing is left to release.
        }
    }

    /** Unsubscribes; a failure here must not turn a finished run into a failed one. */
    @Override
    public void close() {
        cpu.forEach(QueueManagerFollower::closeQuietly);
        cpu.clear();
    }
}
