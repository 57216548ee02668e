package mftwb.runner.mft;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

import mftwb.mq.CancelRequest;
import mftwb.mq.ChannelStatus;
import mftwb.mq.ConnectionSpec;
import mftwb.mq.EventStream;
import mftwb.mq.MqConnector;
import mftwb.mq.MqFailure;
import mftwb.mq.MqGateway;
import mftwb.mq.QmResourceSample;
import mftwb.mq.TransferRequest;
import mftwb.mq.TransferRequestXml;
import mftwb.mq.fte.FteEvent;
import mftwb.mq.fte.FtePublicationException;
import mftwb.mq.fte.FtePublicationParser;

/**
 * An MFT network in the test's process, behind the narrow {@link MqGateway} interface: it records
 * every connection, subscription and put in order ({@link #calls}), and answers each transfer
 * request with the publications its {@link Agent} makes, one every {@link #stepMillis}. As with
 * MQ's non-durable subscriptions, a publication reaches only the subscriptions open when the
 * request is put, so following a transfer works only when subscribing first. Publications are
 * parsed with the real {@link FtePublicationParser}, as the real gateway does.
 */
final class InProcessMft {
    /** A SYSTEM.FTE publication: topic below SYSTEM.FTE and the XML body. */
    record Publication(String topic, String xml) {
    }

    /** What the source agent publishes for a request. */
    interface Agent {
        List<Publication> publish(TransferRequest request, IbmPublications publications);
    }

    /** "QM verb argument" lines in the order the workload made the calls. */
    final List<String> calls = Collections.synchronizedList(new ArrayList<>());
    final List<ConnectionSpec> connections = Collections.synchronizedList(new ArrayList<>());
    final List<TransferRequest> requests = Collections.synchronizedList(new ArrayList<>());
    final List<String> requestXml = Collections.synchronizedList(new ArrayList<>());
    private final List<String> requestIdList = Collections.synchronizedList(new ArrayList<>());
    final List<CancelRequest> cancels = Collections.synchronizedList(new ArrayList<>());
    final List<String> cancelXml = Collections.synchronizedList(new ArrayList<>());
    private final List<Subscription> subscriptions = Collections.synchronizedList(new ArrayList<>());
    private final AtomicInteger messages = new AtomicInteger();
    volatile Agent agent;
    volatile long stepMillis = 20;
    /** Called with each publication as the workload receives it, before it handles it. */
    volatile Consumer<FteEvent> onDelivery = e -> { };
    /** After this many deliveries every poll fails as a broken connection would; negative: never. */
    volatile int breakAfterDeliveries = -1;
    private final AtomicInteger deliveries = new AtomicInteger();
    /**
     * What the queue manager publishes on {@code $SYS/MQ/INFO/QMGR/<qm>/Monitor/CPU/<type>} every
     * {@link #monintMillis}: values keyed by the element descriptions of IBM's CPU metadata, as the real
     * gateway decodes them. A type not listed has no metadata, as on a queue manager before 9.0.4.
     */
    final Map<String, Map<String, Double>> cpuStatistics = new ConcurrentHashMap<>(Map.of(
            "QMgrSummary", Map.of("User CPU time - percentage estimate for queue manager", 3.25,
                    "System CPU time - percentage estimate for queue manager", 1.5,
                    "RAM total bytes - estimate for queue manager", 268435456.0),
            "SystemSummary", Map.of("User CPU time percentage", 20.0, "System CPU time percentage", 7.5,
                    "RAM total bytes", 8589934592.0)));
    volatile long monintMillis = 10;
    /** What Inquire Channel Status answers. */
    volatile List<ChannelStatus> channels = List.of();
    /** When set, $SYS subscriptions and PCF inquiries fail with it (a user without authority on them). */
    volatile MqFailure monitoringRefused;

    InProcessMft(Agent agent) {
        this.agent = agent;
    }

    /** Every request succeeds, each file of {@code sizeBytes}. */
    static InProcessMft succeeding(long sizeBytes) {
        return new InProcessMft((request, p) -> p.success(sizeBytes));
    }

    /** The transfer ids handed out for requests, in order. */
    String[] requestIds() {
        synchronized (requestIdList) {
            return requestIdList.toArray(String[]::new);
        }
    }

    MqConnector connector() {
        return spec -> {
            connections.add(spec);
            calls.add(spec.queueManager() + " connect");
            return new Gateway(spec.queueManager());
        };
    }

    /** MQ message ids: "AMQ ", the queue manager name padded to 12 characters, then 8 bytes of counter. */
    private String nextMessageId(String queueManager) {
        byte[] id = new byte[24];
        byte[] prefix = String.format("AMQ %-12s", queueManager).substring(0, 16)
                .getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        System.arraycopy(prefix, 0, id, 0, 16);
        long n = messages.incrementAndGet();
        for (int i = 0; i < 8; i++) {
            id[23 - i] = (byte) (n >>> (8 * i));
        }
        return HexFormat.of().formatHex(id);
    }

    private void publish(TransferRequest request, String transferId) {
        List<Publication> all = agent.publish(request, new IbmPublications(request, transferId));
        long due = System.nanoTime();
        List<Subscription> open;
        synchronized (subscriptions) {
            open = List.copyOf(subscriptions);
        }
        for (Publication p : all) {
            due += stepMillis * 1_000_000;
            for (Subscription s : open) {
                if (s.matches(p.topic())) {
                    s.queue(new Timed(due, p));
                }
            }
        }
    }

    private record Timed(long dueNanos, Publication publication) {
    }

    private final class Gateway implements MqGateway {
        private final String queueManager;

        Gateway(String queueManager) {
            this.queueManager = queueManager;
        }

        @Override
        public String queueManager() {
            return queueManager;
        }

        @Override
        public String putTransferRequest(TransferRequest request) {
            calls.add(queueManager + " put " + request.sourceAgent().commandQueue());
            requests.add(request);
            requestXml.add(TransferRequestXml.toXml(request));
            String id = nextMessageId(queueManager);
            requestIdList.add(id);
            publish(request, id);
            return id;
        }

        @Override
        public String putCancelRequest(CancelRequest request) {
            calls.add(queueManager + " cancel " + request.agent().commandQueue() + " " + request.transferId());
            cancels.add(request);
            cancelXml.add(TransferRequestXml.toXml(request));
            return nextMessageId(queueManager);
        }

        @Override
        public EventStream<FteEvent> subscribeFte(String topicPattern) {
            calls.add(queueManager + " subscribe " + topicPattern);
            Subscription s = new Subscription(queueManager, topicPattern);
            subscriptions.add(s);
            return s;
        }

        @Override
        public List<ChannelStatus> channelStatus(String channelPattern) throws MqFailure {
            calls.add(queueManager + " channel status " + channelPattern);
            if (monitoringRefused != null) {
                throw monitoringRefused;
            }
            return channels;
        }

        @Override
        public EventStream<QmResourceSample> subscribeResourceStatistics(String monitorClass, String monitorType)
                throws MqFailure {
            String topic = "$SYS/MQ/INFO/QMGR/" + queueManager + "/Monitor/" + monitorClass + "/" + monitorType;
            calls.add(queueManager + " subscribe " + topic);
            if (monitoringRefused != null) {
                throw monitoringRefused;
            }
            Map<String, Double> values = "CPU".equals(monitorClass) ? cpuStatistics.get(monitorType) : null;
            if (values == null) {
                throw new MqFailure(0, "no metadata published for " + monitorClass + "/" + monitorType,
                        "resource statistics need IBM MQ 9.0.4 or later", null);
            }
            return new ResourceStatistics(queueManager, monitorClass, monitorType, values, topic);
        }

        @Override
        public void close() {
            calls.add(queueManager + " close");
        }
    }

    /** One sample per MONINT elapsed since the subscription or the last poll, as the queue manager publishes them. */
    private final class ResourceStatistics implements EventStream<QmResourceSample> {
        private final String queueManager;
        private final String monitorClass;
        private final String monitorType;
        private final Map<String, Double> values;
        private final String topic;
        private long published = System.nanoTime();

        ResourceStatistics(String queueManager, String monitorClass, String monitorType, Map<String, Double> values,
                String topic) {
            this.queueManager = queueManager;
            this.monitorClass = monitorClass;
            this.monitorType = monitorType;
            this.values = values;
            this.topic = topic;
        }

        @Override
        public List<QmResourceSample> poll(Duration maxWait) {
            List<QmResourceSample> samples = new ArrayList<>();
            long interval = monintMillis * 1_000_000;
            while (System.nanoTime() - published >= interval) {
                published += interval;
                samples.add(new QmResourceSample(queueManager, monitorClass, monitorType, "", Instant.now(),
                        monintMillis * 1000, values));
            }
            return samples;
        }

        @Override
        public void close() {
            calls.add(queueManager + " unsubscribe " + topic);
        }
    }

    private final class Subscription implements EventStream<FteEvent> {
        private final String queueManager;
        private final String pattern;
        private final List<Timed> pending = new ArrayList<>();
        private final FtePublicationParser parser = new FtePublicationParser();

        Subscription(String queueManager, String pattern) {
            this.queueManager = queueManager;
            this.pattern = pattern;
        }

        /** MQ topic wildcards as the workload uses them: a trailing "/#" matches the rest of the topic. */
        boolean matches(String topic) {
            return pattern.endsWith("/#") ? topic.startsWith(pattern.substring(0, pattern.length() - 1))
                    : topic.equals(pattern);
        }

        synchronized void queue(Timed t) {
            pending.add(t);
        }

        @Override
        public List<FteEvent> poll(Duration maxWait) throws MqFailure {
            long deadline = System.nanoTime() + maxWait.toNanos();
            List<FteEvent> events = new ArrayList<>();
            while (true) {
                List<Publication> due = new ArrayList<>();
                synchronized (this) {
                    long now = System.nanoTime();
                    while (!pending.isEmpty() && pending.get(0).dueNanos() - now <= 0) {
                        due.add(pending.remove(0).publication());
                    }
                }
                for (Publication p : due) {
                    if (breakAfterDeliveries >= 0 && deliveries.get() >= breakAfterDeliveries) {
                        throw new MqFailure(2009, "cannot read publications on SYSTEM.FTE/" + pattern
                                + ": MQRC_CONNECTION_BROKEN (2009)", "check the network to " + queueManager, null);
                    }
                    deliveries.incrementAndGet();
                    try {
                        FteEvent e = parser.parse("SYSTEM.FTE/" + p.topic(), p.xml()).orElseThrow();
                        onDelivery.accept(e);
                        events.add(e);
                    } catch (FtePublicationException e) {
                        throw new IllegalStateException("IbmPublications wrote XML the parser refuses", e);
                    }
                }
                if (!events.isEmpty() || System.nanoTime() - deadline >= 0) {
                    return events;
                }
                try {
                    Thread.sleep(5);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return events;
                }
            }
        }

        @Override
        public void close() {
            calls.add(queueManager + " unsubscribe " + pattern);
            subscriptions.remove(this);
        }
    }
}
