package mftwb.remote.sampling;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A bounded hand-over from monitor threads to one consumer (the Live Monitor's UI thread drains it
 * at its own pace). When the consumer falls behind, the oldest samples are dropped and counted
 * rather than blocking a monitor thread or growing without limit.
 */
public final class SampleQueue implements SampleListener {
    private final BlockingQueue<HostSample> samples;
    private final BlockingQueue<HostStatus> statuses;
    private final AtomicLong dropped = new AtomicLong();

    /** @param capacity samples held; 8 hosts at 1 Hz fill 1000 in about two minutes */
    public SampleQueue(int capacity) {
        samples = new ArrayBlockingQueue<>(capacity);
        statuses = new ArrayBlockingQueue<>(capacity);
    }

    @Override
    public void sample(HostSample sample) {
        while (!samples.offer(sample)) {
            if (samples.poll() != null) {
                dropped.incrementAndGet();
            }
        }
    }

    @Override
    public void status(HostStatus status) {
        while (!statuses.offer(status)) {
            statuses.poll();
        }
    }

    /** Everything queued since the last call, oldest first; never blocks. */
    public List<HostSample> drainSamples() {
        List<HostSample> out = new ArrayList<>();
        samples.drainTo(out);
        return out;
    }

    public List<HostStatus> drainStatuses() {
        List<HostStatus> out = new ArrayList<>();
        statuses.drainTo(out);
        return out;
    }

    /** Samples discarded because the consumer did not keep up. */
    public long droppedSamples() {
        return dropped.get();
    }
}
