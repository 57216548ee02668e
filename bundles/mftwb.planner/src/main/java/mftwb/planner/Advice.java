package mftwb.planner;

import java.util.Locale;
import java.util.Optional;

/**
 * What to change when a mechanism binds, beyond chunk size, window and concurrency, in the terms of
 * the reports and the MQ configuration files.
 */
public final class Advice {
    private Advice() {
    }

    public static Optional<String> forBottleneck(Scenario s, Prediction p) {
        return Optional.ofNullable(switch (p.bottleneck()) {
            case TCP_BUFFER -> String.format(Locale.ROOT, "raise ClntSndBuffSize/ClntRcvBuffSize (mqclient.ini TCP stanza)"
                    + " and SvrSndBuffSize/SvrRcvBuffSize (qm.ini) to the bandwidth-delay product, %d bytes;"
                    + " 32 KB per %s ms round trip caps a socket at %.2f MB/s",
                    Math.round(s.linkMbps() * 125_000 * s.rttMillis() / 1000), trim(s.rttMillis()),
                    s.effectiveTcpBufferBytes() / (s.rttMillis() / 1000) / 1e6);
            case PER_FILE, SETUP -> "have the file producer archive small files (tar/zip) and send the archives:"
                    + " per-file and per-transfer work, not bytes, is the cost";
            case QUEUE_SPILL -> "in-flight chunks (transfers x chunk x window x frame) overflow the queue buffer:"
                    + " raise DefaultQBufferSize/DefaultPQBufferSize in qm.ini TuningParameters, or send smaller chunks";
            case TEXT_CONVERSION -> "code-page conversion runs on one thread: use binary mode where the data allows,"
                    + " or try -Xjit:optlevel=scorching in BFG_JVM_PROPERTIES on OpenJ9 (test before production)";
            case MD5 -> "MD5 roughly halves a single transfer's throughput: run concurrent transfers or drop"
                    + " checksumMethod where the file system and network already protect the data";
            case CPU_CORES -> "the agent hosts run out of cores: fewer concurrent transfers gain nothing; add cores";
            case LINK -> s.topology() == TopologyKind.CLIENT
                    ? "client mode sends every byte over the network twice: bindings mode halves the traffic"
                    : "the link is full: more bandwidth or channel compression (COMPMSG) are the remaining levers";
            case SFTP_WRITES -> "the SFTP server's write pipeline binds: a faster server disk or a closer server";
            default -> null;
        });
    }

    private static String trim(double value) {
        return java.math.BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }
}
