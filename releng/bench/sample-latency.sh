#!/bin/bash
# sample-latency.sh - how late a CPU sample reaches the Live Monitor's queue, and how regular it is.
#   releng/bench/sample-latency.sh [SECONDS]     (default 60)
# Starts the embedded local lab SSH server, monitors this machine through it with the Linux
# sampler (exactly as `mftwb monitor --local-lab`), and for every sample compares the host-clock
# stamp (taken when /proc was read) with the time it came out of the SampleQueue. Also prints the
# spread of the sampling period. Goal (issue 6): sample-to-chart <= 1 s at 1 Hz; the chart adds one
# UI drain period on top of the queue latency printed here.
set -eu
SECS=${1:-60}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
JAVA_HOME=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}
[ -x "$JAVA_HOME/bin/java" ] || { echo "need a JDK >= 21 in JAVA_HOME" >&2; exit 2; }
CLASSES=$ROOT/bundles/mftwb.remote/target/classes
if [ ! -f "$CLASSES/mftwb/remote/sampling/HostMonitor.class" ]; then
  (cd "$ROOT" && JAVA_HOME=$JAVA_HOME ./mvnw -B -q -o compile -pl bundles/mftwb.remote >/dev/null)
fi
M2=${MAVEN_REPO:-$HOME/.m2/repository}
CP=$CLASSES:$M2/org/apache/sshd/sshd-osgi/2.17.1/sshd-osgi-2.17.1.jar:$M2/org/apache/sshd/sshd-sftp/2.17.1/sshd-sftp-2.17.1.jar
CP=$CP:$M2/org/slf4j/slf4j-api/1.7.36/slf4j-api-1.7.36.jar:$M2/org/slf4j/slf4j-simple/1.7.36/slf4j-simple-1.7.36.jar
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
cat > "$TMP/SampleLatency.java" <<'JAVA'
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import mftwb.remote.Backoff;
import mftwb.remote.SshConnection;
import mftwb.remote.lab.LocalLab;
import mftwb.remote.sampling.HostMonitor;
import mftwb.remote.sampling.HostSample;
import mftwb.remote.sampling.LinuxProcSampler;
import mftwb.remote.sampling.SampleQueue;

public class SampleLatency {
    public static void main(String[] args) throws Exception {
        int seconds = Integer.parseInt(args[0]);
        SampleQueue queue = new SampleQueue(1000);
        List<Long> latency = new ArrayList<>();
        List<Long> periods = new ArrayList<>();
        Instant previous = null;
        try (LocalLab lab = LocalLab.start(Path.of(args[1]));
                HostMonitor monitor = new HostMonitor("localhost", () -> SshConnection.open(lab.connectionSettings()),
                        c -> new LinuxProcSampler(LinuxProcSampler.MQ_AND_AGENT_PROCESSES), queue, Duration.ofSeconds(5),
                        new Backoff(Duration.ofSeconds(1), Duration.ofSeconds(5)), Clock.systemUTC())) {
            monitor.start();
            long end = System.nanoTime() + Duration.ofSeconds(seconds).toNanos();
            while (System.nanoTime() < end) {
                Thread.sleep(10); // a consumer polling every 10 ms, so polling adds <= 10 ms
                for (HostSample s : queue.drainSamples()) {
                    latency.add(Duration.between(s.time(), Instant.now()).toMillis());
                    if (previous != null) {
                        periods.add(Duration.between(previous, s.time()).toMillis());
                    }
                    previous = s.time();
                }
            }
        }
        latency.sort(null);
        periods.sort(null);
        System.out.printf("samples: %d in %d s%n", latency.size(), seconds);
        System.out.printf("host stamp -> queue consumer: median %d ms, p95 %d ms, max %d ms (goal to chart <= 1000 ms)%n",
                at(latency, 0.5), at(latency, 0.95), latency.get(latency.size() - 1));
        System.out.printf("sampling period: min %d ms, median %d ms, max %d ms%n", periods.get(0), at(periods, 0.5),
                periods.get(periods.size() - 1));
    }

    private static long at(List<Long> sorted, double q) {
        return sorted.get((int) Math.min(sorted.size() - 1, Math.floor(q * sorted.size())));
    }
}
JAVA
"$JAVA_HOME/bin/java" -Dorg.slf4j.simpleLogger.defaultLogLevel=warn -cp "$CP" "$TMP/SampleLatency.java" "$SECS" "$TMP/lab"
