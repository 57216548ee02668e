package mftwb.metrics;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import io.prometheus.metrics.core.metrics.Counter;
import io.prometheus.metrics.core.metrics.Gauge;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import mftwb.mq.ChannelStatus;
import mftwb.mq.QmResourceSample;
import mftwb.runner.QueueManagerListener;

/**
 * Queue manager figures for the metrics endpoint while a follower reads them over MQ (an
 * {@code mft-mq} campaign follows its coordination queue manager): CPU and memory from the $SYS
 * resource statistics (CPU/QMgrSummary, and the machine's CPU from CPU/SystemSummary), and per channel the bytes, messages
 * and batches moved and the network and transmission-queue times from Inquire Channel Status.
 * Channel status counters restart with the channel and wrap; the exported counters add the
 * differences, so they only go up as Prometheus counters must.
 */
public final class QueueManagerMetrics implements QueueManagerListener {
    private record ChannelKey(String queueManager, String channel, String connection) {
    }

    private final Gauge cpu;
    private final Gauge memory;
    private final Gauge machineCpu;
    private final Counter bytesSent;
    private final Counter bytesReceived;
    private final Counter messages;
    private final Counter batches;
    private final Gauge networkTime;
    private final Gauge xmitqTime;
    private final Map<ChannelKey, ChannelStatus> last = new HashMap<>();

    QueueManagerMetrics(PrometheusRegistry registry) {
        cpu = Gauge.builder().name("mftwb_queue_manager_cpu_ratio")
                .help("User + system CPU of the queue manager's processes, fraction of the whole machine (CPU/QMgrSummary)")
                .labelNames("queue_manager").register(registry);
        machineCpu = Gauge.builder().name("mftwb_queue_manager_machine_cpu_ratio")
                .help("User + system CPU of the whole machine the queue manager runs on, fraction (CPU/SystemSummary)")
                .labelNames("queue_manager").register(registry);
        memory = Gauge.builder().name("mftwb_queue_manager_memory_bytes")
                .help("RAM of the queue manager's processes (CPU/QMgrSummary)").labelNames("queue_manager").register(registry);
        String[] channel = { "queue_manager", "channel", "connection" };
        bytesSent = Counter.builder().name("mftwb_channel_sent_bytes_total").help("Bytes the channel sent")
                .labelNames(channel).register(registry);
        bytesReceived = Counter.builder().name("mftwb_channel_received_bytes_total").help("Bytes the channel received")
                .labelNames(channel).register(registry);
        messages = Counter.builder().name("mftwb_channel_messages_total").help("Messages the channel moved")
                .labelNames(channel).register(registry);
        batches = Counter.builder().name("mftwb_channel_batches_total").help("Batches the channel completed")
                .labelNames(channel).register(registry);
        networkTime = Gauge.builder().name("mftwb_channel_network_time_seconds")
                .help("Short-term average network time per batch round trip (NETTIME, needs MONCHL)")
                .labelNames(channel).register(registry);
        xmitqTime = Gauge.builder().name("mftwb_channel_xmitq_time_seconds")
                .help("Short-term average time messages wait on the transmission queue (XQTIME, needs MONCHL)")
                .labelNames(channel).register(registry);
    }

    /**
     * What a channel status counter moved between two readings: a wrap when the earlier reading was
     * in the counter's upper half, else the channel restarted and counts from zero again.
     */
    static long moved(long earlier, long later) {
        if (later >= earlier) {
            return later - earlier;
        }
        return earlier > ChannelStatus.COUNTER_WRAP / 2 ? ChannelStatus.counterDelta(earlier, later) : later;
    }

    /** One resource statistics publication: CPU/QMgrSummary carries the queue manager's own figures, CPU/SystemSummary the machine's. */
    @Override
    public void record(QmResourceSample sample) {
        sample.queueManagerCpuPercent().ifPresent(p -> cpu.labelValues(sample.queueManager()).set(p / 100));
        sample.systemCpuPercent().ifPresent(p -> machineCpu.labelValues(sample.queueManager()).set(p / 100));
        sample.queueManagerRamBytes().ifPresent(b -> memory.labelValues(sample.queueManager()).set(b));
    }

    /** One Inquire Channel Status answer of a queue manager. */
    @Override
    public synchronized void record(String queueManager, List<ChannelStatus> channels) {
        for (ChannelStatus now : channels) {
            ChannelKey key = new ChannelKey(queueManager, now.channelName(), now.connectionName());
            String[] labels = { queueManager, now.channelName(), now.connectionName() };
            ChannelStatus before = last.put(key, now);
            if (before != null) {
                bytesSent.labelValues(labels).inc(moved(before.bytesSent(), now.bytesSent()));
                bytesReceived.labelValues(labels).inc(moved(before.bytesReceived(), now.bytesReceived()));
                messages.labelValues(labels).inc(moved(before.messages(), now.messages()));
                batches.labelValues(labels).inc(moved(before.batches(), now.batches()));
            }
            if (now.netTimeShortMicros() >= 0) {
                networkTime.labelValues(labels).set(now.netTimeShortMicros() / 1e6);
            }
            if (now.xmitqTimeShortMicros() >= 0) {
                xmitqTime.labelValues(labels).set(now.xmitqTimeShortMicros() / 1e6);
            }
        }
    }
}
