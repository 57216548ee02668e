package mftwb.remote.sampling;

import java.time.Instant;
import java.util.List;
import java.util.OptionalDouble;

/**
 * CPU of one host over the interval ending at {@code time}, in percent of the whole machine
 * (0-100, all cores together), split like vmstat: {@code userPercent} includes nice,
 * {@code systemPercent} includes interrupt time; {@code totalPercent} = user + system (work done by
 * this OS image, without I/O wait or steal).
 *
 * @param physicalProcessors AIX shared LPAR: physical processors consumed ({@code pc})
 * @param entitlementPercent AIX shared LPAR: percent of the entitlement consumed ({@code ec})
 * @param processes          watched processes (agent JVM, queue manager processes) in the same interval
 */
public record HostSample(Instant time, String host, double userPercent, double systemPercent, double iowaitPercent,
        double stealPercent, double totalPercent, OptionalDouble physicalProcessors, OptionalDouble entitlementPercent,
        List<ProcessSample> processes) {

    public HostSample {
        processes = List.copyOf(processes);
    }

    /** A sample without the AIX shared-LPAR figures; the total is capped at 100 against rounding (100.00000000000001). */
    public static HostSample of(Instant time, String host, double user, double system, double iowait, double steal,
            List<ProcessSample> processes) {
        return new HostSample(time, host, user, system, iowait, steal, Math.min(100.0, user + system), OptionalDouble.empty(),
                OptionalDouble.empty(), processes);
    }
}
