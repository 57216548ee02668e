package mftwb.planner;

/**
 * The mechanism constants the planner calibrates. Each is positive, fitted as its logarithm between
 * physical bounds; the nominal value is the prior the fit is gently pulled towards where the data
 * cannot tell (e.g. text conversion vs plain agent CPU: the LAN report only ran text mode).
 */
public enum Parameter {
    // A switched LAN moves at least 80% of its nominal rate (TCP over Ethernet about 94%; the reports' LAN runs
    // 1.06x of what they call 1 Gbit/s). Allowed down to half, the fit of IBM's Windows single transfers took
    // their client runs' cap (which one transfer or ten meet alike) for a slow link, and capped its bindings
    // runs of ten transfers at half their measured rate: 10-transfer rows predicted from 1-transfer rows 49%
    // off, now 30%.
    LINK_EFFICIENCY("link efficiency", "x nominal link rate", 0.95, 0.8, 1.3),
    AGENT_SECONDS_PER_BYTE("agent CPU per byte", "s/B (read, put, get, write on one thread)", 4e-9, 5e-10, 5e-8),
    TEXT_SECONDS_PER_BYTE("text conversion per byte", "s/B (code-page conversion, one thread)", 5e-9, 5e-10, 5e-8),
    // A fixed algorithm's cost on the CPU: fitted freely, 9.0e-9 on the Linux report's hardware and 4.7e-9 on
    // the Windows report's, where the agent's own work per byte was 3.7e-9 and 1.5e-8. Pulled three times as
    // hard, so rows that all ran MD5 put the rest of their time into the agent's work, not into the digest.
    MD5_SECONDS_PER_BYTE("MD5 per byte", "s/B (digest at each end)", 8e-9, 1e-9, 5e-8, 3),
    CHUNK_SECONDS("per-chunk message cost", "s/chunk (MQ put and get)", 2e-5, 1e-6, 1e-3),
    AGENT_CORES("usable agent cores", "cores shared by concurrent transfers", 2, 1, 32),
    FILE_SECONDS("per-file agent work", "s/file (open, close, metadata, on the CPU)", 0.005, 1e-4, 0.1),
    FILE_WAIT_SECONDS("per-file wait", "s/file (file close and per-file status messages, off the CPU)", 0.003, 1e-4, 0.1),
    MD5_FILE_SECONDS("MD5 per-file work", "s/file (finish, send and compare the digest)", 0.002, 1e-5, 0.05),
    CLIENT_FILE_SECONDS("per-file client MQ calls", "s/file per client-connected agent", 0.003, 1e-4, 0.1),
    SETUP_SECONDS("transfer set-up work", "s/transfer", 0.5, 0.01, 10),
    SETUP_ROUND_TRIPS("transfer set-up round trips", "RTT/transfer", 30, 1, 200),
    SFTP_SESSION_SECONDS("SFTP session set-up", "s/transfer (bridge only)", 1, 0.01, 10),
    SFTP_FILE_SECONDS("SFTP per-file operations", "s/file (bridge only)", 0.03, 1e-3, 1),
    SFTP_BYTES_PER_SECOND("SFTP write pipeline", "B/s (bridge only)", 7e6, 5e5, 1e8),
    TCP_EFFICIENCY("TCP window efficiency", "x buffer/RTT", 0.9, 0.3, 1.2),
    QUEUE_BUFFER_BYTES("queue buffer before spill", "B (DefaultQBufferSize: 128 KB unless qm.ini raises it)", 131072, 65536, 64 * 1048576.0),
    SPILL_BYTES_PER_SECOND("queue file rate", "B/s (spilled chunks written and read back)", 100e6, 10e6, 1e9),
    // Nominal half a gigabyte: the dirty-page share (10%) of a 4-8 GB host before writeback starts. IBM's
    // Windows report ran ten client transfers at 512K chunks (236 MB of windows queued) as fast as at 256K on a
    // 16 GB QM host; a prior of 150 MB put a 30% disk stall there that no run showed.
    QM_MEMORY_BYTES("QM host memory for queued chunks", "B (queue file pages kept before writeback)", 512e6, 16e6, 4e9),
    DISK_BYTES_PER_SECOND("QM disk rate", "B/s (queue file pages written to disk and read back)", 50e6, 5e6, 1e9),
    OVERLAP_EXPONENT("overlap sharpness", "p-1 of the p-norm joining bounds", 4, 0.5, 30);

    private final String title;
    private final String unit;
    private final double nominal;
    private final double lowest;
    private final double highest;
    private final double pull;

    Parameter(String title, String unit, double nominal, double lowest, double highest) {
        this(title, unit, nominal, lowest, highest, 1);
    }

    Parameter(String title, String unit, double nominal, double lowest, double highest, double pull) {
        this.title = title;
        this.unit = unit;
        this.nominal = nominal;
        this.lowest = lowest;
        this.highest = highest;
        this.pull = pull;
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

    /** Every parameter's nominal value, by ordinal: the centre the physics fit is pulled towards. */
    static double[] nominals() {
        double[] theta = new double[values().length];
        for (Parameter p : values()) {
            theta[p.ordinal()] = p.nominal();
        }
        return theta;
    }

    /** Smallest physically sensible value: the fit never goes below it. */
    public double lowest() {
        return lowest;
    }

    /** Largest physically sensible value: the fit never goes above it. */
    public double highest() {
        return highest;
    }

    /**
     * How hard the physics fit pulls the parameter towards its nominal value, as a multiple of the common
     * weak pull ({@code PhysicsFit.PRIOR_WEIGHT}): more than 1 for a cost that varies less between
     * hardware than the others, so what the rows cannot split between it and them goes to them.
     */
    double pull() {
        return pull;
    }
}
