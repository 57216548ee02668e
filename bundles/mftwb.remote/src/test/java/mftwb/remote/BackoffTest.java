package mftwb.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;

import org.junit.jupiter.api.Test;

class BackoffTest {
    @Test
    void delaysDoubleUpToTheBound() {
        Backoff backoff = new Backoff(Duration.ofSeconds(1), Duration.ofSeconds(10));
        assertEquals(Duration.ofSeconds(1), backoff.delay(0));
        assertEquals(Duration.ofSeconds(2), backoff.delay(1));
        assertEquals(Duration.ofSeconds(8), backoff.delay(3));
        assertEquals(Duration.ofSeconds(10), backoff.delay(4));
        assertEquals(Duration.ofSeconds(10), backoff.delay(Integer.MAX_VALUE));
    }

    @Test
    void boundBelowFirstDelayIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> new Backoff(Duration.ofSeconds(5), Duration.ofSeconds(1)));
        assertThrows(IllegalArgumentException.class, () -> new Backoff(Duration.ZERO, Duration.ofSeconds(1)));
    }
}
