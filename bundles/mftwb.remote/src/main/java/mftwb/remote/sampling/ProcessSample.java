package mftwb.remote.sampling;

/**
 * CPU of one process over a sample interval, in percent of ONE core as {@code top} shows it, so a
 * code-page conversion thread pinning one core reads 100 whatever the core count.
 *
 * @param name the kernel's command name (comm), e.g. {@code java}, {@code amqzlaa0}
 */
public record ProcessSample(int pid, String name, double cpuPercentOfCore) {
}
