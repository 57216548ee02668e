package mftwb.mq;

/**
 * The datatype of a $SYS resource statistics element (MQIAMO_MONITOR_*), whose numeric value is
 * also the divisor or multiplier the queue manager applied: PERCENT 10000 means the published
 * integer is hundredths of a percent.
 */
public enum MonitorUnit {
    /** A plain count or rate. */
    UNIT(1),
    /** A change since the previous publication; already a difference, not a running total. */
    DELTA(2),
    /** Published x100, e.g. load averages. */
    HUNDREDTHS(100),
    /** Published in KB; converted to bytes. */
    KB(1024),
    /** Published as hundredths of a percent; converted to percent. */
    PERCENT(10000),
    /** Published in microseconds; converted to seconds. */
    MICROSEC(1000000),
    /** Published in MB; converted to bytes. */
    MB(1048576),
    /**
     * Published in GB; converted to bytes assuming 2^30 (unconfirmed: the code 100000000 is an
     * identifier, not the factor).
     */
    GB(100000000),
    /** A log sequence number; kept as published. */
    LSN(3),
    /** A time stamp; kept as published. */
    TIMESTAMP(4);

    public final int code;

    MonitorUnit(int code) {
        this.code = code;
    }

    public static MonitorUnit of(int code) {
        for (MonitorUnit u : values()) {
            if (u.code == code) {
                return u;
            }
        }
        throw new IllegalArgumentException("unknown monitor datatype " + code);
    }

    /** The published integer in plain units: percent, bytes or seconds. */
    public double scale(long published) {
        return switch (this) {
            case UNIT, DELTA, LSN, TIMESTAMP -> published;
            case HUNDREDTHS, PERCENT -> published / 100.0;
            case KB -> published * 1024.0;
            case MICROSEC -> published / 1_000_000.0;
            case MB -> published * 1048576.0;
            case GB -> published * 1073741824.0;
        };
    }
}
