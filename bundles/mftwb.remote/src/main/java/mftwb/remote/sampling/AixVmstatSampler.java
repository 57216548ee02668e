package mftwb.remote.sampling;

import java.time.Clock;

import mftwb.remote.RemoteCommand;

/**
 * Samples an AIX host with {@code vmstat -w 1}, which runs until the channel closes. On a shared
 * LPAR it adds {@code pc} (physical processors consumed) and {@code ec} (% of entitlement), the
 * figures that matter on POWER: {@code us}/{@code sy} are shares of the entitlement used, not of
 * the machine. vmstat prints no timestamps, so lines are stamped on arrival.
 */
public final class AixVmstatSampler implements Sampler {
    private final Clock clock;

    public AixVmstatSampler(Clock clock) {
        this.clock = clock;
    }

    @Override
    public RemoteCommand command() {
        return RemoteCommand.of("vmstat", "-w", "1");
    }

    @Override
    public SampleParser newParser(String host) {
        return new AixVmstatParser(host, clock);
    }
}
