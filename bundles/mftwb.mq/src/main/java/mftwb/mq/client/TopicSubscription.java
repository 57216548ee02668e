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
        List<T> events = new ArrayList<>();
        int waitMillis = (int) Math.min(Integer.MAX_VALUE, Math.max(0, maxWait.toMillis()));
        try {
            for (int i = 0; i < MAX_PER_POLL; i++) {
                MQGetMessageOptions options = new MQGetMessageOptions();
                options.options = CMQC.MQGMO_NO_SYNCPOINT | CMQC.MQGMO_FAIL_IF_QUIESCING
                        | CMQC.MQGMO_PROPERTIES_IN_HANDLE | CMQC.MQGMO_CONVERT
                        | (i == 0 && waitMillis > 0 ? CMQC.MQGMO_WAIT : CMQC.MQGMO_NO_WAIT);
                options.waitInterval = waitMillis;
                MQMessage message = new MQMessage();
                // With MQGMO_CONVERT, MQ converts text to this CCSID: UTF-8 keeps file names in any script.
                message.characterSet = 1208;
                subscription.get(message, options);
                decoder.decode(topicString(message), message).ifPresent(events::add);
            }
        } catch (MQException e) {
            if (e.getReason() != CMQC.MQRC_NO_MSG_AVAILABLE) {
                throw Failures.of("read publications on " + topic, e);
            }
        } catch (IOException e) {
            throw Failures.unreadable("read a publication on " + topic, e);
        }
        return events;
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
