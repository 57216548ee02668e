#!/bin/bash
# sampler-cpu.sh - CPU that the Linux sampling command costs on the monitored host.
#   releng/bench/sampler-cpu.sh [SECONDS]     (default 60)
# Runs the exact command LinuxProcSampler sends over SSH (sh -c '<loop>' with the MQ/agent process
# names), the way sshd runs it, for SECONDS, and reports the user+system CPU of the shell and every
# child it forked (sleep, getconf), from the kernel's accounting of waited-for children.
# Goal (issue 6): <= 1% of one core at one sample per second.
set -eu
SECS=${1:-60}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
JAVA_HOME=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}
[ -x "$JAVA_HOME/bin/java" ] || { echo "need a JDK >= 21 in JAVA_HOME" >&2; exit 2; }
CLASSES=$ROOT/bundles/mftwb.remote/target/classes
if [ ! -f "$CLASSES/mftwb/remote/sampling/LinuxProcSampler.class" ]; then
  (cd "$ROOT" && JAVA_HOME=$JAVA_HOME ./mvnw -B -q -o compile -pl bundles/mftwb.remote >/dev/null)
fi
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
cat > "$TMP/PrintSamplerCommand.java" <<'JAVA'
public class PrintSamplerCommand {
    public static void main(String[] args) {
        var sampler = new mftwb.remote.sampling.LinuxProcSampler(mftwb.remote.sampling.LinuxProcSampler.MQ_AND_AGENT_PROCESSES);
        System.out.print(sampler.command().toShellString());
    }
}
JAVA
CMD=$("$JAVA_HOME/bin/java" -cp "$CLASSES" "$TMP/PrintSamplerCommand.java")
PROCS=$(ls -d /proc/[0-9]* | wc -l)
times > "$TMP/before"   # children so far (the JVM that printed the command) are subtracted
# exec: the outer sh (standing in for the remote login shell) becomes the sampler, so timeout stops it.
timeout "$SECS" sh -c "exec $CMD" > "$TMP/out" || true
# 'times' line 2: user and system time of all waited-for children (timeout, sh, sleep, getconf).
# It must run in this shell, not in a pipe or $(...) subshell, which has no children of its own.
times > "$TMP/times"
read -r bu bs < <(sed -n 2p "$TMP/before")
read -r cu cs < <(sed -n 2p "$TMP/times")
secs_of() { awk -v t="$1" 'BEGIN { split(t, a, "m"); sub("s", "", a[2]); print a[1] * 60 + a[2] }'; }
U=$(awk -v a="$(secs_of "$cu")" -v b="$(secs_of "$bu")" 'BEGIN { print a - b }')
S=$(awk -v a="$(secs_of "$cs")" -v b="$(secs_of "$bs")" 'BEGIN { print a - b }')
BLOCKS=$(grep -c '^E$' "$TMP/out" || true)
awk -v u="$U" -v s="$S" -v secs="$SECS" -v blocks="$BLOCKS" -v procs="$PROCS" 'BEGIN {
  cpu = u + s; pct = 100 * cpu / secs
  printf "sampler ran %d s, %d samples, %d processes in /proc\n", secs, blocks, procs
  printf "CPU used: user %.3f s + system %.3f s = %.3f s\n", u, s, cpu
  printf "sampler CPU: %.3f %% of one core (goal <= 1 %%): %s\n", pct, (pct <= 1 ? "PASS" : "OVER GOAL")
}'
