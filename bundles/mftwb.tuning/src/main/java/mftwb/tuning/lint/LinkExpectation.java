package mftwb.tuning.lint;

/**
 * What a topology says a queue manager needs, for lint to compare against its current qm.ini:
 * the channel TCP buffer that covers its links' bandwidth-delay product, and the data its agents keep
 * in flight. {@code why} names the link and figures, for the message.
 */
public record LinkExpectation(String queueManager, long channelBufferBytes, long inFlightBytes, String why) {
}
