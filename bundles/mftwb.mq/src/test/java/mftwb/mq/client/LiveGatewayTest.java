package mftwb.mq.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.ibm.mq.MQGetMessageOptions;
import com.ibm.mq.MQMessage;
import com.ibm.mq.MQQueue;
import com.ibm.mq.MQQueueManager;
import com.ibm.mq.MQTopic;
import com.ibm.mq.constants.CMQC;
import com.ibm.mq.constants.CMQCFC;
import com.ibm.mq.headers.pcf.PCFMessage;
import com.ibm.mq.headers.pcf.PCFMessageAgent;

import mftwb.mq.AgentAddress;
import mftwb.mq.CancelRequest;
import mftwb.mq.ChannelStatus;
import mftwb.mq.ConnectionSpec;
import mftwb.mq.EventStream;
import mftwb.mq.MqFailure;
import mftwb.mq.MqGateway;
import mftwb.mq.QmResourceSample;
import mftwb.mq.TransferItem;
import mftwb.mq.TransferItem.ChecksumMethod;
import mftwb.mq.TransferItem.TransferMode;
import mftwb.mq.TransferRequest;
import mftwb.mq.TransferRequestXml;
import mftwb.mq.fte.FteEvent;
import mftwb.mq.fte.TransferEvent;

/**
 * Against a live queue manager named by {@code MFTWB_TEST_QMGR=host:port/channel/QM} (user in
 * {@code MFTWB_TEST_QMGR_USER}, password in {@code MFTWB_MQ_PASSWORD}); every test is SKIPPED when
 * it is not set. The user needs administrative authority (the developer container's {@code admin}
 * on {@code DEV.ADMIN.SVRCONN}): the suite defines and deletes a queue, publishes under SYSTEM.FTE
 * and reads $SYS topics. See this bundle's README.md.
 */
class LiveGatewayTest {
    private static final String AGENT = "MFTWB_LIVE";
    private static final Duration WAIT = Duration.ofSeconds(10);

    private static ConnectionSpec spec;
    private static MqGateway gateway;
    private static MQQueueManager admin;

    @BeforeAll
    static void connect() throws Exception {
        String target = System.getenv("MFTWB_TEST_QMGR");
        if (target == null || target.isBlank()) {
            return; // each test then reports itself SKIPPED, see requireLiveQueueManager
        }
        spec = ConnectionSpec.parse(target);
        String user = System.getenv("MFTWB_TEST_QMGR_USER");
        if (user != null && !user.isBlank()) {
            spec = spec.withCredentials(user, System.getenv("MFTWB_MQ_PASSWORD"));
        }
        gateway = new ClientConnector().connect(spec);
        admin = ClientConnector.open(spec);
        pcf(CMQCFC.MQCMD_CREATE_Q, m -> {
            m.addParameter(CMQC.MQCA_Q_NAME, new AgentAddress(AGENT, spec.queueManager()).commandQueue());
            m.addParameter(CMQC.MQIA_Q_TYPE, CMQC.MQQT_LOCAL);
            m.addParameter(CMQCFC.MQIACF_REPLACE, CMQCFC.MQRP_YES);
        });
    }

    /** Per test rather than in @BeforeAll, so surefire lists every test as skipped, not zero tests run. */
    @BeforeEach
    void requireLiveQueueManager() {
        assumeTrue(gateway != null,
                "MFTWB_TEST_QMGR=host:port/channel/QM is not set: no live queue manager to test against");
    }

    @AfterAll
    static void disconnect() throws Exception {
        if (admin != null) {
            pcf(CMQCFC.MQCMD_DELETE_Q, m -> {
                m.addParameter(CMQC.MQCA_Q_NAME, new AgentAddress(AGENT, spec.queueManager()).commandQueue());
                m.addParameter(CMQCFC.MQIACF_PURGE, CMQCFC.MQPO_YES);
            });
            admin.disconnect();
        }
        if (gateway != null) {
            gateway.close();
        }
    }

    private interface Parameters {
        void add(PCFMessage m);
    }

    private static void pcf(int command, Parameters parameters) throws Exception {
        PCFMessage request = new PCFMessage(command);
        parameters.add(request);
        PCFMessageAgent agent = new PCFMessageAgent(admin);
        try {
            agent.send(request);
        } finally {
            agent.disconnect();
        }
    }

    private static TransferRequest request(AgentAddress source) {
        return new TransferRequest(source, new AgentAddress("MFTWB_DEST", spec.queueManager()), 0, "live-test",
                "mftwb", List.of(TransferItem.file("/in/a.bin", "/out/a.bin", TransferMode.BINARY, ChecksumMethod.MD5),
                        TransferItem.file("/in/b.txt", "/out/b.txt", TransferMode.TEXT, ChecksumMethod.NONE)));
    }

    @Test
    void gatewayIsConnectedToTheNamedQueueManager() {
        assertEquals(spec.queueManager(), gateway.queueManager());
    }

    @Test
    void transferRequestLandsOnTheSourceAgentsCommandQueueAsWritten() throws Exception {
        TransferRequest request = request(new AgentAddress(AGENT, spec.queueManager()));
        String messageId = gateway.putTransferRequest(request);
        assertEquals(TransferRequestXml.toXml(request), commandMessage(request.sourceAgent(), messageId));
    }

    @Test
    void cancelRequestLandsOnTheAgentsCommandQueueAsWritten() throws Exception {
        CancelRequest cancel = new CancelRequest(new AgentAddress(AGENT, spec.queueManager()),
                "414d51205553322e42494e44494e47538b0f404d223d0020", "lab.example.com", "mftwb");
        String messageId = gateway.putCancelRequest(cancel);
        assertEquals(TransferRequestXml.toXml(cancel), commandMessage(cancel.agent(), messageId));
    }

    /** Gets the message with this id from the agent's command queue, checking how it was put. */
    private static String commandMessage(AgentAddress agent, String messageId) throws Exception {
        MQQueue queue = admin.accessQueue(agent.commandQueue(), CMQC.MQOO_INPUT_EXCLUSIVE);
        try {
            MQMessage message = new MQMessage();
            message.messageId = HexFormat.of().parseHex(messageId);
            MQGetMessageOptions options = new MQGetMessageOptions();
            options.options = CMQC.MQGMO_WAIT | CMQC.MQGMO_NO_SYNCPOINT;
            options.matchOptions = CMQC.MQMO_MATCH_MSG_ID;
            options.waitInterval = (int) WAIT.toMillis();
            queue.get(message, options);
            byte[] body = new byte[message.getDataLength()];
            message.readFully(body);
            assertEquals(CMQC.MQPER_PERSISTENT, message.persistence);
            assertEquals(CMQC.MQFMT_STRING, message.format);
            return new String(body, StandardCharsets.UTF_8);
        } finally {
            queue.close();
        }
    }

    @Test
    void requestForAnAgentWithoutCommandQueueFailsWith2085AndTheFix() {
        MqFailure f = assertThrows(MqFailure.class,
                () -> gateway.putTransferRequest(request(new AgentAddress("MFTWB_NO_SUCH_AGENT", spec.queueManager()))));
        assertEquals(2085, f.reasonCode(), f.getMessage());
        assertTrue(f.getMessage().contains("SYSTEM.FTE.COMMAND.MFTWB_NO_SUCH_AGENT"), f.getMessage());
    }

    @Test
    void fteSubscriptionDeliversAndParsesALogPublication() throws Exception {
        String xml = sample("log-completed.xml");
        String id = "414d51205553322e42494e44494e47538b0f404d223d0020";
        try (EventStream<FteEvent> events = gateway.subscribeFte("Log/" + AGENT + "/#")) {
            MQTopic topic = admin.accessTopic("SYSTEM.FTE/Log/" + AGENT + "/" + id, null,
                    CMQC.MQTOPIC_OPEN_AS_PUBLICATION, CMQC.MQOO_OUTPUT);
            try {
                MQMessage publication = new MQMessage();
                publication.format = CMQC.MQFMT_STRING;
                publication.characterSet = 1208;
                publication.write(xml.getBytes(StandardCharsets.UTF_8));
                topic.put(publication);
            } finally {
                topic.close();
            }
            List<FteEvent> received = events.poll(WAIT);
            assertEquals(1, received.size(), received.toString());
            TransferEvent e = (TransferEvent) received.get(0);
            assertEquals(TransferEvent.Kind.COMPLETED, e.kind());
            assertEquals(id, e.transferId());
            assertEquals(TransferEvent.Outcome.SUCCESS, e.outcome());
        }
    }

    @Test
    void channelStatusListsThisConnectionsChannelInstance() throws Exception {
        List<ChannelStatus> status = gateway.channelStatus(spec.channel());
        assertFalse(status.isEmpty(), "our own client connection runs on " + spec.channel());
        ChannelStatus s = status.get(0);
        assertEquals(spec.channel(), s.channelName());
        assertEquals("RUNNING", s.status());
        assertTrue(s.bytesReceived() > 0 && s.bytesSent() > 0, s.toString());
    }

    @Test
    void queueManagerCpuArrivesThroughTheMetadata() throws Exception {
        List<QmResourceSample> samples = new ArrayList<>();
        try (EventStream<QmResourceSample> stream = gateway.subscribeResourceStatistics("CPU", "QMgrSummary")) {
            // MONINT is 10 s by default: three intervals are plenty, and the loop is bounded.
            for (int i = 0; i < 3 && samples.isEmpty(); i++) {
                samples.addAll(stream.poll(Duration.ofSeconds(12)));
            }
        }
        assertFalse(samples.isEmpty(), "no CPU/QMgrSummary publication within 36 s");
        QmResourceSample s = samples.get(0);
        assertEquals(spec.queueManager(), s.queueManager());
        double cpu = s.queueManagerCpuPercent().orElseThrow();
        assertTrue(cpu >= 0 && cpu <= 100.0 * Runtime.getRuntime().availableProcessors() + 1, "cpu " + cpu);
        assertTrue(s.queueManagerRamBytes().orElseThrow() > 1_000_000, s.toString());
    }

    @Test
    void wrongPasswordIsRefusedWith2035() {
        assumeTrue(spec.user().isPresent(), "MFTWB_TEST_QMGR_USER is not set: no password to get wrong");
        ConnectionSpec wrong = spec.withCredentials(spec.user().get(), "not-" + System.nanoTime());
        MqFailure f = assertThrows(MqFailure.class, () -> new ClientConnector().connect(wrong).close());
        assertEquals(2035, f.reasonCode(), f.getMessage());
    }

    private static String sample(String name) throws IOException {
        try (InputStream in = LiveGatewayTest.class.getResourceAsStream("/fte/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
