package mftwb.mq.client;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

import com.ibm.mq.MQException;
import com.ibm.mq.MQMessage;
import com.ibm.mq.MQPutMessageOptions;
import com.ibm.mq.MQQueue;
import com.ibm.mq.MQQueueManager;
import com.ibm.mq.constants.CMQC;
import com.ibm.mq.constants.CMQCFC;
import com.ibm.mq.headers.MQDataException;
import com.ibm.mq.headers.pcf.PCFException;
import com.ibm.mq.headers.pcf.PCFMessage;
import com.ibm.mq.headers.pcf.PCFMessageAgent;

import mftwb.mq.AgentAddress;
import mftwb.mq.CancelRequest;
import mftwb.mq.ChannelStatus;
import mftwb.mq.EventStream;
import mftwb.mq.MqFailure;
import mftwb.mq.MqGateway;
import mftwb.mq.QmResourceSample;
import mftwb.mq.TransferRequest;
import mftwb.mq.TransferRequestXml;
import mftwb.mq.client.MonitorMetadata.Entry;
import mftwb.mq.client.MonitorMetadata.TypeElements;
import mftwb.mq.fte.FteEvent;
import mftwb.mq.fte.FtePublicationException;
import mftwb.mq.fte.FtePublicationParser;

/** {@link MqGateway} on one {@link MQQueueManager} client connection. */
final class ClientGateway implements MqGateway {
    /** Retained metadata arrives at once; this bounds the wait when a QM does not publish it (before 9.0.4). */
    private static final Duration METADATA_WAIT = Duration.ofSeconds(10);

    private final MQQueueManager connection;
    private final String queueManager;
    private PCFMessageAgent pcf;

    ClientGateway(MQQueueManager connection, String queueManager) {
        this.connection = connection;
        this.queueManager = queueManager;
    }

    @Override
    public String queueManager() {
        return queueManager;
    }

    @Override
    public String putTransferRequest(TransferRequest request) throws MqFailure {
        return putCommand(request.sourceAgent(), TransferRequestXml.toXml(request), "the transfer request");
    }

    @Override
    public String putCancelRequest(CancelRequest request) throws MqFailure {
        return putCommand(request.agent(), TransferRequestXml.toXml(request),
                "the cancel request for transfer " + request.transferId());
    }

    private String putCommand(AgentAddress agent, String xml, String what) throws MqFailure {
        String queueName = agent.commandQueue();
        String agentQm = agent.queueManager();
        String action = "put " + what + " on " + queueName + " at " + agentQm;
        // Connected elsewhere (a command queue manager): MQ routes by the target QM name, as fteCreateTransfer does.
        String targetQm = agentQm.equals(queueManager) ? null : agentQm;
        try {
            MQQueue queue = connection.accessQueue(queueName, CMQC.MQOO_OUTPUT | CMQC.MQOO_FAIL_IF_QUIESCING,
                    targetQm, null, null);
            try {
                MQMessage message = new MQMessage();
                message.format = CMQC.MQFMT_STRING;
                message.characterSet = 1208;
                message.persistence = CMQC.MQPER_PERSISTENT;
                message.write(xml.getBytes(StandardCharsets.UTF_8));
                MQPutMessageOptions options = new MQPutMessageOptions();
                options.options = CMQC.MQPMO_NEW_MSG_ID | CMQC.MQPMO_NO_SYNCPOINT | CMQC.MQPMO_FAIL_IF_QUIESCING;
                queue.put(message, options);
                return HexFormat.of().formatHex(message.messageId);
            } finally {
                queue.close();
            }
        } catch (MQException e) {
            throw Failures.of(action, e);
        } catch (IOException e) {
            throw Failures.unreadable(action, e);
        }
    }

    @Override
    public EventStream<FteEvent> subscribeFte(String topicPattern) throws MqFailure {
        String topic = "SYSTEM.FTE/" + topicPattern;
        FtePublicationParser parser = new FtePublicationParser();
        return new TopicSubscription<>(connection, topic, (topicString, message) -> {
            String xml = message.readStringOfByteLength(message.getDataLength());
            try {
                return parser.parse(topicString.isEmpty() ? topic : topicString, xml);
            } catch (FtePublicationException e) {
                throw new IOException(e.getMessage(), e);
            }
        });
    }

    @Override
    public List<ChannelStatus> channelStatus(String channelPattern) throws MqFailure {
        String action = "inquire channel status of " + channelPattern + " on " + queueManager;
        PCFMessage request = new PCFMessage(CMQCFC.MQCMD_INQUIRE_CHANNEL_STATUS);
        request.addParameter(CMQCFC.MQCACH_CHANNEL_NAME, channelPattern);
        request.addParameter(CMQCFC.MQIACH_CHANNEL_INSTANCE_ATTRS, new int[] {CMQCFC.MQIACF_ALL});
        try {
            List<ChannelStatus> result = new ArrayList<>();
            for (PCFMessage response : pcfAgent().send(request)) {
                result.add(ChannelStatusDecoder.decode(response));
            }
            return result;
        } catch (PCFException e) {
            if (e.getReason() == CMQCFC.MQRCCF_CHL_STATUS_NOT_FOUND) {
                return List.of(); // no instance running: not an error for a poller
            }
            throw Failures.of(action, e);
        } catch (MQDataException e) {
            throw Failures.of(action, e);
        } catch (IOException e) {
            throw Failures.unreadable(action, e);
        }
    }

    /** One agent for the gateway's life: each new one opens a temporary reply queue, too costly per poll. */
    private PCFMessageAgent pcfAgent() throws MQDataException {
        if (pcf == null) {
            pcf = new PCFMessageAgent(connection);
        }
        return pcf;
    }

    @Override
    public EventStream<QmResourceSample> subscribeResourceStatistics(String monitorClass, String monitorType)
            throws MqFailure {
        String base = "$SYS/MQ/INFO/QMGR/" + queueManager + "/Monitor/METADATA/";
        Entry classEntry = find(MonitorMetadata.classes(retained(base + "CLASSES")), monitorClass, "class");
        Entry typeEntry = find(MonitorMetadata.types(retained(classEntry.topic())), monitorType,
                "type of class " + monitorClass);
        TypeElements elements = MonitorMetadata.elements(retained(typeEntry.topic()));
        if (elements.dataTopic().contains("%s")) {
            throw new MqFailure(0, "class " + monitorClass + " publishes per object (" + elements.dataTopic() + ")",
                    "choose a queue-manager-wide class such as CPU or DISK", null);
        }
        ResourceStatisticsDecoder decoder = new ResourceStatisticsDecoder(queueManager, monitorClass, monitorType,
                elements);
        return new TopicSubscription<>(connection, elements.dataTopic(),
                (topicString, message) -> Optional.of(decoder.decode(pcf(message), Instant.now())));
    }

    private PCFMessage retained(String topic) throws MqFailure {
        try (TopicSubscription<PCFMessage> metadata = new TopicSubscription<>(connection, topic,
                (topicString, message) -> Optional.of(pcf(message)))) {
            List<PCFMessage> found = metadata.poll(METADATA_WAIT);
            if (found.isEmpty()) {
                throw new MqFailure(0, "no metadata published on " + topic + " within " + METADATA_WAIT.toSeconds() + " s",
                        "resource statistics need IBM MQ 9.0.4 or later on a distributed platform", null);
            }
            return found.get(found.size() - 1);
        }
    }

    private static PCFMessage pcf(MQMessage message) throws IOException {
        try {
            return new PCFMessage(message);
        } catch (MQDataException e) {
            throw new IOException("not a PCF message: " + e.getMessage(), e);
        }
    }

    private static Entry find(List<Entry> entries, String name, String what) throws MqFailure {
        for (Entry e : entries) {
            if (e.name().equals(name)) {
                return e;
            }
        }
        throw new MqFailure(0, "the queue manager publishes no resource statistics " + what + " '" + name + "'",
                "use one of " + entries.stream().map(Entry::name).toList(), null);
    }

    @Override
    public void close() throws MqFailure {
        try {
            if (pcf != null) {
                // Built on our connection, the agent only closes its queues; the connection is ended below.
                pcf.disconnect();
            }
        } catch (MQDataException e) {
            throw Failures.of("close the command server session on " + queueManager, e);
        } finally {
            disconnect();
        }
    }

    private void disconnect() throws MqFailure {
        try {
            connection.disconnect();
        } catch (MQException e) {
            throw Failures.of("disconnect from " + queueManager, e);
        }
    }
}
