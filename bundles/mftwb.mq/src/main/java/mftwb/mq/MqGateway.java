package mftwb.mq;

import java.util.List;

import mftwb.mq.fte.FteEvent;

/**
 * Everything the workbench asks of one queue manager connection. The rest of the product talks
 * MQ only through this interface, so it never imports com.ibm.mq. One gateway, one connection:
 * use it from one thread at a time.
 */
public interface MqGateway extends AutoCloseable {

    /** The queue manager this gateway is connected to. */
    String queueManager();

    /**
     * Puts the request on {@code SYSTEM.FTE.COMMAND.<sourceAgent>} as a persistent text message.
     * The gateway must be connected to the source agent's queue manager.
     *
     * @return the MQ message id in hex; MFT uses it as the transfer id
     */
    String putTransferRequest(TransferRequest request) throws MqFailure;

    /**
     * Puts a cancel request on {@code SYSTEM.FTE.COMMAND.<agent>}, routed like
     * {@link #putTransferRequest}. MFT answers on the transfer's log topic, not here.
     *
     * @return the MQ message id of the cancel request in hex
     */
    String putCancelRequest(CancelRequest request) throws MqFailure;

    /**
     * Subscribes on the coordination queue manager to {@code SYSTEM.FTE/<topicPattern>}, e.g.
     * {@code #} for everything, {@code Log/AGENT1/#} or {@code Agents/#}. Retained agent status
     * publications arrive at once.
     */
    EventStream<FteEvent> subscribeFte(String topicPattern) throws MqFailure;

    /** PCF Inquire Channel Status for channels matching {@code channelPattern} (MQ generic name, e.g. {@code TO.*}). */
    List<ChannelStatus> channelStatus(String channelPattern) throws MqFailure;

    /**
     * Subscribes to the queue manager's resource statistics {@code $SYS/MQ/INFO/QMGR/<qm>/Monitor/<class>/<type>},
     * e.g. class {@code CPU} type {@code QMgrSummary}, decoded with the queue manager's own metadata.
     * Publications come every MONINT seconds (10 by default).
     */
    EventStream<QmResourceSample> subscribeResourceStatistics(String monitorClass, String monitorType)
            throws MqFailure;

    @Override
    void close() throws MqFailure;
}
