package mftwb.tuning;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.LongFunction;

import mftwb.model.Agent;
import mftwb.model.Channel;
import mftwb.model.ChannelKind;
import mftwb.model.Link;
import mftwb.model.MqiBindType;
import mftwb.model.QueueManager;
import mftwb.model.QueueManagerTuning;
import mftwb.model.Topology;

/**
 * The figures behind one queue manager's generated settings, each with the input it came from.
 *
 * @param channelBufferBytes SndBuffSize and RcvRcvBuffSize: covers the slowest link its QM-to-QM channels cross;
 *        {@code channelInput} is empty when the queue manager has no such channel
 * @param svrconnBufferBytes SvrSndBuffSize and SvrRcvBuffSize: covers the links its client agents cross
 * @param inFlightBytes chunk x window x frame of its agents x concurrent transfers
 * @param queueBufferBytes DefaultQBufferSize and DefaultPQBufferSize; {@code queueBufferInput} says why
 * @param logPrimaryFiles crtmqm -lp and {@code logFilePages} -lf; {@code logInput} says why
 * @param channelUnacknowledgedBytes what its QM-to-QM channels can have unacknowledged on that slowest link
 *        (min(BDP, one batch)): a buffer below it caps the channel, one above it only lacks headroom
 * @param svrconnUnacknowledgedBytes the same for its client channels
 */
public record QueueManagerSizing(QueueManager queueManager, long channelBufferBytes, String channelInput,
        long svrconnBufferBytes, String svrconnInput, long inFlightBytes, String inFlightInput,
        long queueBufferBytes, String queueBufferInput, int logPrimaryFiles, int logFilePages, String logInput,
        long channelUnacknowledgedBytes, long svrconnUnacknowledgedBytes) {

    /** DOMAIN/Link: hosts without a link share a LAN; the LAN report's figures. */
    static final double LAN_RTT_MILLIS = 0.2;
    static final double LAN_BANDWIDTH_MBPS = 1000;

    public static QueueManagerSizing of(Topology topology, QueueManager qm) {
        long chunkBytes = largestChunk(topology);
        Worst channel = new Worst();
        for (Channel c : topology.channels()) {
            if (c.kind() == ChannelKind.SVRCONN) {
                continue;
            }
            String other = c.fromQueueManager().equals(qm.name()) ? c.toQueueManager()
                    : c.toQueueManager().equals(qm.name()) ? c.fromQueueManager() : null;
            if (other != null) {
                topology.queueManagerNamed(other).ifPresent(o -> channel.consider(topology, qm.hostName(), o.hostName(),
                        "channel " + c.name() + " to/from " + other, chunkBytes));
            }
        }
        if (qm.inCluster()) {
            // Cluster members open channels to each other on demand, not only along drawn channels.
            topology.queueManagers().stream().filter(o -> o.cluster().equals(qm.cluster()) && !o.name().equals(qm.name()))
                    .forEach(o -> channel.consider(topology, qm.hostName(), o.hostName(), "cluster " + qm.cluster() + " channel to/from " + o.name(), chunkBytes));
        }
        Worst svrconn = new Worst();
        for (Agent agent : topology.agents()) {
            if (agent.isClient() && agent.queueManagerName().equals(qm.name())) {
                svrconn.consider(topology, qm.hostName(), agent.hostName(), "client agent " + agent.name(), agent.properties().chunkBytes());
            }
        }
        QueueManagerTuning drawn = qm.tuning();
        if (!channel.input.isEmpty()) {
            channel.keepLarger(Math.max(drawn.sndBuffSizeBytes(), drawn.rcvRcvBuffSizeBytes()), "SndBuffSize/RcvRcvBuffSize of " + qm.name());
        }
        if (!svrconn.input.isEmpty()) {
            svrconn.keepLarger(Math.max(drawn.svrSndBuffSizeBytes(), drawn.svrRcvBuffSizeBytes()), "SvrSndBuffSize/SvrRcvBuffSize of " + qm.name());
        }
        int concurrent = Math.max(1, topology.workload().concurrentTransfers());
        long perTransfer = topology.agents().stream().filter(a -> a.queueManagerName().equals(qm.name()))
                .mapToLong(a -> a.properties().inFlightBytes()).max().orElse(0);
        long inFlight = perTransfer * concurrent;
        String inFlightInput = perTransfer == 0 ? "no agents on " + qm.name()
                : Bytes.describe(perTransfer) + " per transfer (largest agentChunkSize x agentWindowSize x agentFrameSize of the agents on "
                        + qm.name() + ") x " + concurrent + " concurrent transfers = " + Bytes.describe(inFlight);
        // As with the TCP buffers, a queue buffer or log the topology already sets larger is kept.
        Kept queueBuffer = new Kept(InFlight.queueBufferBytes(inFlight), inFlightInput)
                .keepLarger(Math.max(drawn.defaultQBufferBytes(), drawn.defaultPQBufferBytes()),
                        "DefaultQBufferSize/DefaultPQBufferSize of " + qm.name(), Bytes::describe);
        Kept primaryFiles = new Kept(LogSizing.primaryFiles(inFlight), inFlightInput)
                .keepLarger(drawn.logPrimaryFiles(), "LogPrimaryFiles of " + qm.name(), String::valueOf);
        Kept filePages = new Kept(LogSizing.LOG_FILE_PAGES, primaryFiles.input())
                .keepLarger(drawn.logFilePages(), "LogFilePages of " + qm.name(), String::valueOf);
        return new QueueManagerSizing(qm, channel.bufferBytes, channel.input, svrconn.bufferBytes, svrconn.input, inFlight,
                inFlightInput, queueBuffer.value(), queueBuffer.input(), (int) primaryFiles.value(), (int) filePages.value(),
                filePages.input(), channel.unacknowledgedBytes, svrconn.unacknowledgedBytes);
    }

    /**
     * crtmqm's options for this queue manager, before its name: the dead-letter queue the reports name
     * and the log sizing ({@code -lf} counts 4 KiB pages). One list for crtmqm.sh and the Ansible project.
     */
    public List<String> crtmqmOptions() {
        return List.of("-u", "SYSTEM.DEAD.LETTER.QUEUE", "-lp", Integer.toString(logPrimaryFiles), "-lf", Integer.toString(logFilePages));
    }

    /** A sized value and why; the topology's own value replaces it when larger (the bundle never lowers one). */
    private record Kept(long value, String input) {
        Kept keepLarger(long drawn, String what, LongFunction<String> describe) {
            return drawn > value ? new Kept(drawn, input + "; the topology's " + what + " (" + describe.apply(drawn) + ") is larger and kept")
                    : this;
        }
    }

    /**
     * The sizing as the model's tuning record, so an editor can store what the engine chose. Buffers
     * without a channel or client to serve stay 0 (the OS sizes them), as in {@link QueueManagerTuning#DEFAULTS}.
     */
    public QueueManagerTuning recommendedTuning() {
        int channel = channelInput.isEmpty() ? 0 : (int) channelBufferBytes;
        int svrconn = svrconnInput.isEmpty() ? 0 : (int) svrconnBufferBytes;
        return new QueueManagerTuning(logPrimaryFiles, QueueManagerTuning.DEFAULTS.logSecondaryFiles(), logFilePages,
                MqiBindType.FASTPATH, (int) queueBufferBytes, (int) queueBufferBytes, channel, channel == 0 ? 0 : 32768,
                channel == 0 ? 0 : 32768, channel, svrconn, svrconn);
    }

    private static long largestChunk(Topology topology) {
        return topology.agents().stream().mapToLong(a -> a.properties().chunkBytes()).max()
                .orElse(mftwb.model.AgentProperties.DEFAULTS.chunkBytes());
    }

    /**
     * The link that needs the biggest buffer, remembered with a description of why. Both ends of an
     * MQ channel use it: queue manager channels, the server end of client channels and the client end.
     */
    static final class Worst {
        long bufferBytes;
        long unacknowledgedBytes;
        String input = "";

        /** A buffer the topology already sets above the need is kept: the bundle never lowers one. */
        void keepLarger(long drawnBytes, String what) {
            Kept kept = new Kept(bufferBytes, input).keepLarger(drawnBytes, what, Bytes::describe);
            bufferBytes = kept.value();
            input = kept.input();
        }

        void consider(Topology topology, String hostA, String hostB, String what, long messageBytes) {
            Link link = hostA.equals(hostB) ? null : topology.linkBetween(hostA, hostB).orElse(null);
            double rtt = link == null ? LAN_RTT_MILLIS : link.rttMillis();
            double mbps = link == null || link.bandwidthMbps() <= 0 ? (link == null ? LAN_BANDWIDTH_MBPS : 0) : link.bandwidthMbps();
            long unacknowledged = BandwidthDelay.unacknowledgedBytes(rtt, mbps, messageBytes);
            long buffer = BandwidthDelay.bufferBytes(unacknowledged);
            if (buffer > bufferBytes || input.isEmpty()) {
                bufferBytes = buffer;
                unacknowledgedBytes = unacknowledged;
                List<String> parts = new ArrayList<>();
                parts.add(what + " over " + (link == null ? (hostA.equals(hostB) ? "the same host" : "an assumed LAN") : hostA + "-" + hostB));
                parts.add(String.format(Locale.ROOT, "RTT %s ms", trim(rtt)));
                parts.add(mbps > 0 ? String.format(Locale.ROOT, "%s Mbit/s", trim(mbps)) : "bandwidth unknown (assumed " + trim(BandwidthDelay.ASSUMED_BANDWIDTH_MBPS) + " Mbit/s)");
                parts.add(Bytes.describe(messageBytes) + " messages");
                parts.add("in flight min(BDP, one batch) = " + Bytes.describe(unacknowledged) + ", x" + BandwidthDelay.HEADROOM + " headroom");
                input = String.join(", ", parts);
            }
        }

        private static String trim(double value) {
            return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
        }
    }
}
