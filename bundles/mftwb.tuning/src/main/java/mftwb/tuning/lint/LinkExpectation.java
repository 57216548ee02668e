package mftwb.tuning.lint;

/**
 * What a topology says a queue manager needs, for lint to compare against its current qm.ini and
 * its clients' mqclient.ini: the channel TCP buffer that covers its links' bandwidth-delay product,
 * the buffer both ends of its client channels need (SvrSndBuffSize/SvrRcvBuffSize on the queue
 * manager, ClntSndBuffSize/ClntRcvBuffSize on the agent's host), and the data its agents keep in
 * flight. {@code why} and {@code clientWhy} name the link and figures, for the message.
 *
 * @param clientBufferBytes 0 when no client agent connects to the queue manager
 * @param channelUnacknowledgedBytes the bytes its QM-to-QM channels can have unacknowledged on that link, which
 *        a buffer must hold not to cap the channel (the suggested buffer adds headroom); 0 when not known
 * @param clientUnacknowledgedBytes the same for its client channels
 */
public record LinkExpectation(String queueManager, long channelBufferBytes, long inFlightBytes, String why,
        long clientBufferBytes, String clientWhy, long channelUnacknowledgedBytes, long clientUnacknowledgedBytes) {

    /** A queue manager without client agents. */
    public LinkExpectation(String queueManager, long channelBufferBytes, long inFlightBytes, String why) {
        this(queueManager, channelBufferBytes, inFlightBytes, why, 0, "");
    }

    /** Without the bytes unacknowledged: any buffer below the suggested one caps the channel. */
    public LinkExpectation(String queueManager, long channelBufferBytes, long inFlightBytes, String why,
            long clientBufferBytes, String clientWhy) {
        this(queueManager, channelBufferBytes, inFlightBytes, why, clientBufferBytes, clientWhy, 0, 0);
    }
}
