package mftwb.mq;

import java.time.Instant;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * One publication of a $SYS resource statistics topic, values already scaled to plain units
 * (percent as 0..100, bytes, seconds; see {@link MonitorUnit}) and keyed by the element
 * description the queue manager publishes in its metadata (e.g. "User CPU time percentage").
 *
 * @param objectName the queue or other object for per-object classes (STATQ), empty otherwise
 * @param intervalMicros length of the interval the values cover, -1 when not published
 */
public record QmResourceSample(String queueManager, String monitorClass, String monitorType, String objectName,
        Instant receivedAt, long intervalMicros, Map<String, Double> values) {

    public QmResourceSample {
        values = Map.copyOf(values);
    }

    public OptionalDouble value(String description) {
        Double v = values.get(description);
        return v == null ? OptionalDouble.empty() : OptionalDouble.of(v);
    }

    /** User plus system CPU of the queue manager processes in percent of the machine (CPU/QMgrSummary). */
    public OptionalDouble queueManagerCpuPercent() {
        return sum("User CPU time - percentage estimate for queue manager",
                "System CPU time - percentage estimate for queue manager");
    }

    /** User plus system CPU of the whole machine in percent (CPU/SystemSummary). */
    public OptionalDouble systemCpuPercent() {
        return sum("User CPU time percentage", "System CPU time percentage");
    }

    /** Memory of the queue manager processes in bytes (CPU/QMgrSummary). */
    public OptionalDouble queueManagerRamBytes() {
        return value("RAM total bytes - estimate for queue manager");
    }

    private OptionalDouble sum(String a, String b) {
        Double x = values.get(a);
        Double y = values.get(b);
        return x == null || y == null ? OptionalDouble.empty() : OptionalDouble.of(x + y);
    }
}
