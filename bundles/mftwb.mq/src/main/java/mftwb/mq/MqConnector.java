package mftwb.mq;

/** Opens a {@link MqGateway}; the real one is {@code mftwb.mq.client.ClientConnector}, tests pass fakes. */
@FunctionalInterface
public interface MqConnector {

    /** @throws MqFailure with the reason code and the fix when the queue manager cannot be reached */
    MqGateway connect(ConnectionSpec spec) throws MqFailure;
}
