package mftwb.mq.client;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import com.ibm.mq.MQException;
import com.ibm.mq.MQGetMessageOptions;
import com.ibm.mq.MQMessage;
import com.ibm.mq.MQQueueManager;
import com.ibm.mq.MQTopic;
import com.ibm.mq.constants.CMQC;

import mftwb.mq.EventStream;
import mftwb.mq.MqFailure;

/** A non-durable managed subscription read by polling; closing it removes the subscription. */
final class TopicSubscription<T> implements EventStream<T> {
    /** Bounds one poll so a flood of publications cannot starve the caller. */
    private static final int MAX_PER_POLL = 1000;

    interface Decoder<T> {
        Optional<T> decode(String topicString, MQMessage message) throws IOException;
    }

    /** Gets the next publication into the message; false when none is waiting. */
    interface Getter {
        boolean get(MQMessage message) throws MQException;
    }

    /** Publications that did not decode: how many, and why the last one did not. */
    static final class Skipped {
        private long count;
        private String last = "";

        synchronized void add(String reason) {
            count++;
            last = reason;
        }

        synchronized long count() {
            return count;
        }

        synchronized String last() {
            return last;
        }
    }

    private final Skipped skipped = new Skipped();

    private final String topic;
    private final MQTopic subscription;
    private final Decoder<T> decoder;

    TopicSubscription(MQQueueManager connection, String topic, Decoder<T> decoder) throws MqFailure {
        this.topic = topic;
        this.decoder = decoder;
        try {
            subscription = connection.accessTopic(topic, null, CMQC.MQTOPIC_OPEN_AS_SUBSCRIPTION,
                    CMQC.MQSO_CREATE | CMQC.MQSO_NON_DURABLE | CMQC.MQSO_MANAGED | CMQC.MQSO_FAIL_IF_QUIESCING);
        } catch (MQException e) {
            throw Failures.of("subscribe to " + topic, e);
        }
    }

    @Override
    public List<T> poll(Duration maxWait) throws MqFailure {
        int waitMillis = (int) Math.min(Integer.MAX_VALUE, Math.max(0, maxWait.toMillis()));
        boolean[] first = { true };
        try {
            return drain(message -> {
                MQGetMessageOptions options = new MQGetMessageOptions();
                options.options = CMQC.MQGMO_NO_SYNCPOINT | CMQC.MQGMO_FAIL_IF_QUIESCING
                        | CMQC.MQGMO_PROPERTIES_IN_HANDLE | CMQC.MQGMO_CONVERT
                        | (first[0] && waitMillis > 0 ? CMQC.MQGMO_WAIT : CMQC.MQGMO_NO_WAIT);
                options.waitInterval = waitMillis;
                first[0] = false;
                try {
                    subscription.get(message, options);
                    return true;
                } catch (MQException e) {
                    if (e.getReason() == CMQC.MQRC_NO_MSG_AVAILABLE) {
                        return false;
                    }
                    throw e;
                }
            }, decoder, skipped, MAX_PER_POLL);
        } catch (MQException e) {
            throw Failures.of("read publications on " + topic, e);
        }
    }

    /**
     * Reads up to {@code max} publications. One that does not decode (an odd or foreign message on
     * SYSTEM.FTE) is counted in {@code skipped} and passed over: the others read in the same poll are
     * kept and the run that follows them goes on.
     */
    static <T> List<T> drain(Getter getter, Decoder<T> decoder, Skipped skipped, int max) throws MQException {
        List<T> events = new ArrayList<>();
        for (int i = 0; i < max; i++) {
            MQMessage message = new MQMessage();
            // With MQGMO_CONVERT, MQ converts text to this CCSID: UTF-8 keeps file names in any script.
            message.characterSet = 1208;
            if (!getter.get(message)) {
                break;
            }
            try {
                decoder.decode(topicString(message), message).ifPresent(events::add);
            } catch (IOException | RuntimeException e) {
                skipped.add(String.valueOf(e.getMessage()));
            }
        }
        return events;
    }

    @Override
    public long skipped() {
        return skipped.count();
    }

    /** MQ sets the MQTopicString property on every publication it delivers. */
    private static String topicString(MQMessage message) {
        try {
            return message.getStringProperty("MQTopicString");
        } catch (MQException e) {
            return "";
        }
    }

    @Override
    public void close() throws MqFailure {
        try {
            subscription.close();
        } catch (MQException e) {
            throw Failures.of("unsubscribe from " + topic, e);
        }
    }
}
