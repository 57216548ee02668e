package mftwb.remote.sampling;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

import mftwb.remote.RemoteCommand;

/**
 * Samples an AIX host with {@code vmstat -w 1} running in the background for the whole session,
 * plus {@code ps} every {@value #PS_SECONDS} seconds for the watched processes. On a shared LPAR
 * vmstat adds {@code pc} (physical processors consumed) and {@code ec} (% of entitlement), the
 * figures that matter on POWER: {@code us}/{@code sy} are shares of the entitlement used, not of
 * the machine. vmstat prints no timestamps, so lines are stamped on arrival.
 *
 * <p>AIX {@code ps -o pcpu} is an average over the process lifetime, so per-process CPU comes from
 * differences of the cumulative {@code time} column instead; its one-second resolution is why ps
 * runs every {@value #PS_SECONDS} seconds rather than every second. ps output arrives as
 * {@code PS}, {@code P pid time comm}..., {@code PE}.
 */
public final class AixVmstatSampler implements Sampler {
    static final int PS_SECONDS = 10;

    private final List<String> processNames;
    private final Clock clock;
    private final int psSeconds;

    public AixVmstatSampler(List<String> processNames, Clock clock) {
        this(processNames, clock, PS_SECONDS);
    }

    AixVmstatSampler(List<String> processNames, Clock clock, int psSeconds) {
        this.processNames = List.copyOf(processNames);
        this.clock = clock;
        this.psSeconds = psSeconds;
    }

    @Override
    public RemoteCommand command() {
        // One line and no '!' (see LinuxProcSampler); jobs -p rather than $! for the same reason.
        String script = "vmstat -w 1 & trap 'kill $(jobs -p) 2>/dev/null' EXIT HUP TERM; "
                + "while :; do printf 'PS\\n'; ps -e -o pid= -o time= -o comm= 2>/dev/null | "
                + "while read -r pid t c; do for w in \"$@\"; do if [ \"$c\" = \"$w\" ]; then "
                + "printf 'P %s %s %s\\n' \"$pid\" \"$t\" \"$c\"; fi; done; done; printf 'PE\\n'; sleep " + psSeconds
                + "; done";
        List<String> words = new ArrayList<>(List.of("sh", "-c", script, "mftwb-sampler"));
        words.addAll(processNames);
        return new RemoteCommand(words);
    }

    @Override
    public SampleParser newParser(String host) {
        return new AixVmstatParser(host, clock);
    }
}
