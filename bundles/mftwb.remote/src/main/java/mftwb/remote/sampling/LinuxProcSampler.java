package mftwb.remote.sampling;

import java.util.ArrayList;
import java.util.List;

import mftwb.remote.RemoteCommand;

/**
 * Samples a Linux host with one POSIX sh loop that runs for the whole session: once a second it
 * prints the uptime, the {@code cpu} line of /proc/stat and the /proc/PID/stat line of every
 * watched process, using only shell built-ins apart from {@code sleep}. The watched process list is
 * rebuilt from /proc/PID/comm every {@value #RESCAN_SECONDS} seconds so agents and queue managers
 * started mid-run are picked up without walking /proc every second.
 *
 * <p>Output, one block per second: {@code T uptime}, {@code cpu ...}, {@code P <stat line>}..., {@code E};
 * first a header {@code H clockTicksPerSecond bootTimeEpochSeconds} and {@code Z epochSeconds uptime}
 * read together once. Samples are stamped with the host's clock as uptime + offset: btime alone is
 * whole seconds, so the one {@code date +%s.%N} at start gives the offset to the millisecond (GNU
 * date; where %N is unsupported the parser falls back to btime).
 */
public final class LinuxProcSampler implements Sampler {
    static final int RESCAN_SECONDS = 10;

    /** The agent JVM and the IBM MQ processes that do a queue manager's work. */
    public static final List<String> MQ_AND_AGENT_PROCESSES = List.of("java", "amqzlaa0", "amqrmppa", "amqzxma0",
            "amqzmuc0", "amqzmur0", "amqzmuf0", "amqzmgr0", "amqfqpub", "amqfcxba", "amqpcsea", "runmqchi", "runmqlsr");

    // One line, no '!' and no newlines: some AIX/Solaris accounts log in with csh, which rejects
    // newlines inside quotes and expands '!' even there. The process names arrive as "$@".
    private static final String SCRIPT = "clk=$(getconf CLK_TCK 2>/dev/null || echo 100); bt=0; "
            + "while read -r k v rest; do if [ \"$k\" = btime ]; then bt=$v; fi; done < /proc/stat; "
            + "printf 'H %s %s\\n' \"$clk\" \"$bt\"; read -r up0 idle < /proc/uptime; "
            + "printf 'Z %s %s\\n' \"$(date +%s.%N 2>/dev/null)\" \"$up0\"; n=0; pids=''; "
            + "while :; do "
            + "if [ $((n % " + RESCAN_SECONDS + ")) -eq 0 ]; then pids=''; "
            + "for d in /proc/[0-9]*; do c=''; { read -r c < \"$d/comm\"; } 2>/dev/null; "
            + "for w in \"$@\"; do if [ \"$c\" = \"$w\" ]; then pids=\"$pids ${d#/proc/}\"; fi; done; done; fi; "
            + "read -r up idle < /proc/uptime; read -r cpu < /proc/stat; printf 'T %s\\n%s\\n' \"$up\" \"$cpu\"; "
            + "for p in $pids; do s=''; { read -r s < \"/proc/$p/stat\"; } 2>/dev/null; "
            + "if [ -n \"$s\" ]; then printf 'P %s\\n' \"$s\"; fi; done; "
            + "echo E; n=$((n + 1)); sleep 1; done";

    private final List<String> processNames;

    public LinuxProcSampler(List<String> processNames) {
        this.processNames = List.copyOf(processNames);
    }

    @Override
    public RemoteCommand command() {
        List<String> words = new ArrayList<>(List.of("sh", "-c", SCRIPT, "mftwb-sampler"));
        words.addAll(processNames);
        return new RemoteCommand(words);
    }

    @Override
    public SampleParser newParser(String host) {
        return new LinuxProcStatParser(host);
    }
}
