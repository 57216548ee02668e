package mftwb.runner;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

import mftwb.remote.sampling.HostSample;
import mftwb.remote.sampling.HostStatus;
import mftwb.remote.sampling.SampleListener;

/**
 * Passes a host watch's samples on and remembers each time its SSH connection dropped or stalled
 * (the watch then reconnects): a run in flight at such a moment went through the same outage.
 */
final class HostInterruptions implements SampleListener {
    private final SampleListener next;
    private final List<HostStatus> drops = new CopyOnWriteArrayList<>();

    HostInterruptions(SampleListener next) {
        this.next = next;
    }

    @Override
    public void sample(HostSample sample) {
        next.sample(sample);
    }

    @Override
    public void status(HostStatus status) {
        next.status(status);
        if (status.state() == HostStatus.State.DOWN || status.state() == HostStatus.State.STALLED) {
            drops.add(status);
        }
    }

    /** Why a run from {@code startMillis} to {@code endMillis} is disturbed by a reconnect, if it is. */
    Optional<String> during(long startMillis, long endMillis) {
        return drops.stream().filter(d -> d.time().toEpochMilli() >= startMillis && d.time().toEpochMilli() <= endMillis)
                .findFirst().map(d -> "reconnect: the connection to " + d.host() + " was lost ("
                        + d.state().name().toLowerCase(java.util.Locale.ROOT) + ": " + d.detail() + ")");
    }
}
