package mftwb.mq.fte;

import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Turns the stream of {@link TransferEvent}s of many transfers into throughput samples (for the
 * live monitor) and one result per completed transfer (for campaigns). Publications carry
 * cumulative byte counts, so the rate is the difference between two publications of the same
 * transfer over the time between them; the first one falls back to bytes over
 * {@code stats@seconds}. Not thread-safe: feed it from the thread that polls the subscription.
 */
public final class TransferTracker {

    /**
     * Throughput of one transfer at one moment.
     *
     * @param filesDone items finished so far: the larger of the items listed by all log progress
     *        messages (each lists one batch) and the count in the latest status message (which
     *        counts from the start; both streams describe the same items, so they never add up)
     */
    public record ThroughputSample(String transferId, Instant at, long bytes, double bytesPerSecond, int filesDone,
            int filesTotal) {
    }

    /**
     * A finished transfer.
     *
     * @param duration from the started log message to the completed one; empty when the started
     *        message was not seen (subscription opened mid-transfer)
     */
    public record TransferResult(String transferId, TransferEvent.Outcome outcome, long bytes, int filesDone,
            int filesTotal, Optional<Duration> duration, int retryCount, String supplement) {

        /** Bytes per second over the whole transfer, 0 when the duration is unknown or zero. */
        public double bytesPerSecond() {
            return duration.filter(d -> !d.isZero()).map(d -> bytes / (d.toNanos() / 1e9)).orElse(0.0);
        }
    }

    private record Progress(Instant at, long bytes, int filesLogged, int filesInStatus) {
        int filesDone() {
            return Math.max(filesLogged, filesInStatus);
        }
    }

    private final Map<String, Instant> started = new HashMap<>();
    private final Map<String, Progress> last = new HashMap<>();
    private final Map<String, TransferResult> results = new HashMap<>();

    /**
     * @param receivedAt used when a publication carries no time of its own
     * @return a sample for STATUS and PROGRESS events, empty for the others
     */
    public Optional<ThroughputSample> accept(TransferEvent event, Instant receivedAt) {
        Instant at = event.time().orElse(receivedAt);
        String id = event.transferId();
        switch (event.kind()) {
            case STARTED -> {
                started.put(id, at);
                last.put(id, new Progress(at, event.bytes(), 0, 0));
                return Optional.empty();
            }
            case STATUS, PROGRESS -> {
                Progress previous = last.get(id);
                int logged = previous == null ? 0 : previous.filesLogged();
                int inStatus = previous == null ? 0 : previous.filesInStatus();
                Progress now = event.kind() == TransferEvent.Kind.PROGRESS
                        ? new Progress(at, event.bytes(), logged + event.filesDone(), inStatus)
                        : new Progress(at, event.bytes(), logged, event.filesDone());
                last.put(id, now);
                return Optional.of(new ThroughputSample(id, at, event.bytes(), rate(event, at, previous),
                        now.filesDone(), event.filesTotal()));
            }
            case COMPLETED -> {
                Instant start = started.remove(id);
                last.remove(id);
                results.put(id, new TransferResult(id, event.outcome(), event.bytes(), event.filesDone(),
                        event.filesTotal(), Optional.ofNullable(start).map(s -> Duration.between(s, at)),
                        event.retryCount().orElse(0), event.supplement()));
                return Optional.empty();
            }
            default -> {
                return Optional.empty();
            }
        }
    }

    private static double rate(TransferEvent event, Instant at, Progress previous) {
        if (previous != null && at.isAfter(previous.at()) && event.bytes() >= previous.bytes()) {
            return (event.bytes() - previous.bytes()) / (Duration.between(previous.at(), at).toNanos() / 1e9);
        }
        return event.elapsedSeconds().filter(s -> s > 0).map(s -> event.bytes() / s).orElse(0.0);
    }

    public Optional<TransferResult> result(String transferId) {
        return Optional.ofNullable(results.get(transferId));
    }

    /** Transfers started or in progress and not yet completed. */
    public int inFlight() {
        return last.size();
    }
}
