package mftwb.mq;

/**
 * One channel instance from PCF Inquire Channel Status (MQCMD_INQUIRE_CHANNEL_STATUS).
 * Counters are since the channel started; they wrap at 999999999 from MQ 9.3, so take differences
 * with {@link #counterDelta(long, long)}. Times are microseconds, short-term and long-term
 * averages as the queue manager reports them; -1 when absent (MONCHL is OFF).
 *
 * @param batchSizeShort average messages per batch, short term
 * @param compressionRateShort percent saved by COMPMSG, short term; -1 when absent
 */
public record ChannelStatus(String channelName, String connectionName, String transmissionQueue, String status,
        long bytesSent, long bytesReceived, long batches, long messages,
        long netTimeShortMicros, long netTimeLongMicros, long xmitqTimeShortMicros, long xmitqTimeLongMicros,
        long batchSizeShort, long batchSizeLong, long compressionRateShort) {

    /** The modulus of the channel status counters on MQ 9.3 and later. */
    public static final long COUNTER_WRAP = 1_000_000_000L;

    /** Difference between two readings of a counter, allowing for one wrap. */
    public static long counterDelta(long earlier, long later) {
        return later >= earlier ? later - earlier : later + COUNTER_WRAP - earlier;
    }
}
