package mftwb.planner;

/**
 * The mechanism constants the planner calibrates. Each is positive and fitted in log space; the
 * nominal value is the prior the fit is gently pulled towards when the data cannot tell (e.g. text
 * conversion vs plain agent CPU: the LAN report only ran text mode), taken from the reports' figures.
 */
public enum Parameter {
    LINK_EFFICIENCY("link efficiency", "x nominal link rate", 0.95),
    AGENT_SECONDS_PER_BYTE("agent CPU per byte", "s/B (read, put, get, write on one thread)", 4e-9),
    TEXT_SECONDS_PER_BYTE("text conversion per byte", "s/B (code-page conversion, one thread)", 5e-9),
    MD5_SECONDS_PER_BYTE("MD5 per byte", "s/B", 8e-9),
    AGENT_CORES("usable agent cores", "cores shared by concurrent transfers", 4),
    FILE_SECONDS("per-file open/close", "s/file", 0.01),
    CLIENT_FILE_SECONDS("per-file client MQ calls", "s/file per client-connected agent", 0.003),
    FILE_ROUND_TRIPS("per-file protocol round trips", "RTT/file", 1),
    CHUNK_SECONDS("per-chunk message cost", "s/chunk (MQ put, get, persist)", 1e-4),
    SETUP_ROUND_TRIPS("transfer set-up round trips", "RTT/transfer", 20),
    SFTP_SESSION_SECONDS("SFTP session set-up", "s/transfer (bridge only)", 1.5),
    SFTP_FILE_SECONDS("SFTP per-file operations", "s/file (bridge only)", 0.05),
    SFTP_BYTES_PER_SECOND("SFTP write pipeline", "B/s (bridge only)", 8e6),
    TCP_EFFICIENCY("TCP window efficiency", "x buffer/RTT", 0.9),
    QUEUE_BUFFER_BYTES("queue buffer before spill", "B", 8 * 1048576.0),
    SPILL_BYTES_PER_SECOND("queue file disk rate", "B/s", 100e6),
    OVERLAP_EXPONENT("overlap sharpness", "p-1 of the p-norm joining bounds", 3);

    private final String title;
    private final String unit;
    private final double nominal;

    Parameter(String title, String unit, double nominal) {
        this.title = title;
        this.unit = unit;
        this.nominal = nominal;
    }

    public String title() {
        return title;
    }

    public String unit() {
        return unit;
    }

    public double nominal() {
        return nominal;
    }
}
