package mftwb.mq.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;


/** One publication that does not decode is counted and skipped; the others read in the same poll are kept. */
class TopicSubscriptionTest {

    @Test
    void anUnreadablePublicationIsSkippedAndCounted() throws Exception {
        Deque<String> queue = new ArrayDeque<>(List.of("one", "<broken", "two"));
        TopicSubscription.Decoder<String> decoder = (topic, message) -> {
            String text = message.readStringOfByteLength(message.getDataLength());
            if (text.startsWith("<")) {
                throw new IOException("SYSTEM.FTE/Log/A: line 1, column 8: XML document structures must start and end within the same entity.");
            }
            return Optional.of(text);
        };
        TopicSubscription.Skipped skipped = new TopicSubscription.Skipped();
        List<String> events = TopicSubscription.drain(message -> {
            String next = queue.poll();
            if (next == null) {
                return false;
            }
            return written(message, next);
        }, decoder, skipped, 10);
        assertEquals(List.of("one", "two"), events);
        assertEquals(1, skipped.count());
        assertTrue(skipped.last().contains("line 1, column 8"), skipped.last());
    }

    @Test
    void aPollTakesAtMostItsLimit() throws Exception {
        TopicSubscription.Skipped skipped = new TopicSubscription.Skipped();
        List<String> events = TopicSubscription.drain(message -> {
            return written(message, "x");
        }, (topic, m) -> Optional.of(m.readStringOfByteLength(m.getDataLength())), skipped, 7);
        assertEquals(7, events.size());
    }

    private static boolean written(com.ibm.mq.MQMessage message, String text) {
        try {
            message.writeString(text);
            message.seek(0);
            return true;
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
