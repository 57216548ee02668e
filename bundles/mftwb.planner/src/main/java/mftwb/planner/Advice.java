package mftwb.planner;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

import mftwb.tuning.Bytes;

/**
 * What to change when a mechanism binds, beyond chunk size, window and concurrency, in the terms of
 * the reports and the MQ configuration files.
 */
public final class Advice {
    private Advice() {
    }

    public static Optional<String> forBottleneck(Scenario s, Prediction p) {
        return forBottleneck(s, p, List.of());
    }

    /**
     * @param bufferSettings the two settings that size the WAN hop's socket buffers, in the user's
     *        words (see {@link TopologyScenario#bufferSettings}); empty when no topology names them
     */
    public static Optional<String> forBottleneck(Scenario s, Prediction p, List<String> bufferSettings) {
        return Optional.ofNullable(switch (p.bottleneck()) {
            case TCP_BUFFER -> String.format(Locale.ROOT, "%s; the bandwidth-delay product is %d bytes, and %s per %s ms"
                    + " round trip caps a socket at %.2f MB/s", bufferFix(s, Recommender.coveringBufferBytes(s), bufferSettings),
                    Math.round(s.linkMbps() * 125_000 * s.rttMillis() / 1000), Bytes.describe(s.effectiveTcpBufferBytes()),
                    trim(s.rttMillis()), s.effectiveTcpBufferBytes() / (s.rttMillis() / 1000) / 1e6);
            case PER_FILE -> "have the file producer archive small files (tar/zip) and send the archives:"
                    + " per-file work, not bytes, is the cost";
            case SETUP -> String.format(Locale.ROOT, "transfer set-up (%.1f s: agent work and round trips of %s ms"
                    + " before the data flows) is most of the time: it is paid once per transfer, so it weighs less in"
                    + " transfers that carry more files; no tuning value shortens it", p.breakdown().getOrDefault(Mechanism.SETUP, 0.0),
                    trim(s.rttMillis()));
            case QUEUE_SPILL -> "in-flight chunks (transfers x chunk x window x frame) overflow the queue buffer:"
                    + " raise DefaultQBufferSize/DefaultPQBufferSize in qm.ini TuningParameters, or send smaller chunks";
            case TEXT_CONVERSION -> "code-page conversion runs on one thread: use binary mode where the data allows,"
                    + " or try -Xjit:optlevel=scorching in BFG_JVM_PROPERTIES on OpenJ9 (test before production)";
            case MD5 -> "MD5 roughly halves a single transfer's throughput: run concurrent transfers or drop"
                    + " checksumMethod where the file system and network already protect the data";
            case CHANNEL_BATCH -> "the channel between the queue managers sends one batch (BATCHSZ 50 messages or BATCHLIM"
                    + " 5000 KB) per round trip: add cluster channels (agentMultipleChannelsEnabled=true on the destination"
                    + " agent) or raise BATCHLIM on the sending channel, with socket buffers to match";
            // Said of the tuning at hand, which may be a recommendation that just added transfers: only
            // transfers beyond its own count gain nothing.
            case CPU_CORES -> String.format(Locale.ROOT, "at %d concurrent transfer(s) the agent hosts run out of cores:"
                    + " more than %d gain nothing; add cores or spread the transfers over more agents", s.transfers(),
                    s.transfers());
            case LINK -> s.topology() == TopologyKind.CLIENT
                    ? "client mode sends every byte over the network twice: bindings mode halves the traffic"
                    : "the link is full: more bandwidth or channel compression (COMPMSG) are the remaining levers";
            case SFTP_WRITES -> "the SFTP server's write pipeline binds: a faster server disk or a closer server";
            default -> null;
        });
    }

    /**
     * The configuration fix for a socket-buffer bound path, in the user's words: "TCP buffer per RTT:
     * ClntRcvBuffSize on hursley and SvrSndBuffSize on QM1 to 4 MiB".
     */
    public static String bufferFix(Scenario s, int bufferBytes, List<String> bufferSettings) {
        List<String> settings = !bufferSettings.isEmpty() ? bufferSettings
                : s.topology().clientConnection()
                        ? List.of("ClntSndBuffSize/ClntRcvBuffSize (mqclient.ini on the agent's host)", "SvrSndBuffSize/SvrRcvBuffSize (qm.ini)")
                        : List.of("SndBuffSize on the sending queue manager", "RcvRcvBuffSize on the receiving one (qm.ini)");
        return Mechanism.TCP_BUFFER.label() + ": " + String.join(" and ", settings) + " to " + Bytes.describe(bufferBytes);
    }

    private static String trim(double value) {
        return java.math.BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }
}
