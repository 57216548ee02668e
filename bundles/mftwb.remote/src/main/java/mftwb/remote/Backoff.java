package mftwb.remote;

import java.time.Duration;

/** Reconnect delays: doubling from {@code first}, never longer than {@code max}, so a host that is down
 * for an hour is still tried every {@code max} and not hammered or forgotten. */
public record Backoff(Duration first, Duration max) {

    public Backoff {
        if (first.isNegative() || first.isZero() || max.compareTo(first) < 0) {
            throw new IllegalArgumentException("back-off needs 0 < first <= max");
        }
    }

    /** @param attempt 0 for the first retry */
    public Duration delay(int attempt) {
        Duration d = first;
        for (int i = 0; i < attempt && d.compareTo(max) < 0; i++) {
            d = d.multipliedBy(2);
        }
        return d.compareTo(max) > 0 ? max : d;
    }
}
