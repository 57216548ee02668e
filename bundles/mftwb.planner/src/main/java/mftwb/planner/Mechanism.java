package mftwb.planner;

/** The named places where a transfer's time goes; a prediction's breakdown and bottleneck use them. */
public enum Mechanism {
    SETUP("transfer set-up"),
    PER_FILE("per-file overhead"),
    PER_CHUNK("per-chunk message cost"),
    AGENT_CPU("agent CPU (one thread per transfer)"),
    TEXT_CONVERSION("text code-page conversion"),
    MD5("MD5 checksum"),
    WINDOW("window x frame x chunk per RTT"),
    SFTP_WRITES("SFTP write pipeline"),
    LINK("link bandwidth"),
    TCP_BUFFER("TCP buffer per RTT"),
    CHANNEL_BATCH("channel batch per RTT"),
    CPU_CORES("CPU cores shared by transfers"),
    QUEUE_SPILL("queue buffer spill to the queue file"),
    QUEUE_DISK("queued chunks beyond the QM host's memory, to disk");

    private final String label;

    Mechanism(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** Short machine-friendly name, e.g. {@code queue-spill}, used in CSV output. */
    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
}
