#!/bin/bash
# sftp-wan.sh - 200 MB upload over the namespace lab at 0.2, 40 and 100 ms RTT, 1 Gbit/s:
# the workbench's SFTP workload (1 transfer, and the same 200 MB as 4 x 50 MB files over 4 concurrent
# transfers) next to OpenSSH sftp and scp, in MB/s (10^6 bytes) and % of the 125 MB/s link.
#   releng/bench/sftp-wan.sh [RTT_MS ...]      (default: 0 40 100)
# Needs root, iproute2, gcc, openssh-server/-client, a built product (./mftwb --help builds it) and the
# lab script netlab.sh (NETLAB=path, default /work/shared/lab/netlab.sh). Every process runs inside
# namespace lpA and uploads to the lab's OpenSSH sshd in lpB (port 2222, ed25519 host and user keys,
# as netlab.sh makes them), so traffic never leaves the machine; all three clients use the same key.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
NETLAB=${NETLAB:-/work/shared/lab/netlab.sh}
PLUGINS="$ROOT/releng/mftwb.product/target/products/mftwb.product/linux/gtk/x86_64/mftwb/plugins"
RTTS=${*:-0 40 100}
SIZE=$((200 * 1000 * 1000))
LINK_MB=125

die() { echo "sftp-wan: $*" >&2; exit 2; }
[ "$(id -u)" = 0 ] || die "needs root (network namespaces)"
[ -x "$NETLAB" ] || [ -f "$NETLAB" ] || die "lab script not found: $NETLAB (set NETLAB=.../netlab.sh)"
ls "$PLUGINS"/mftwb.runner_*.jar >/dev/null 2>&1 || die "no built product under $PLUGINS: run ./mftwb --help first"
JAVA=""
for j in ${JAVA_HOME:-} /usr/lib/jvm/*; do
  if [ -x "$j/bin/java" ] && "$j/bin/java" -version 2>&1 | grep -qE 'version "(2[1-9]|[3-9][0-9])'; then JAVA="$j/bin/java"; break; fi
done
[ -n "$JAVA" ] || die "no JDK 21 or newer (set JAVA_HOME)"

S=$(mktemp -d /tmp/sftp-wan.XXXXXX)
cleanup() {
  bash "$NETLAB" down >/dev/null 2>&1
  rm -rf "$S" ~lpuser/mftwb-bench ~lpuser/bench-sftp.bin ~lpuser/bench-scp.bin 2>/dev/null
}
trap cleanup EXIT

# netlab.sh writes an ssh config for host labB; ssh -G reads the key and known_hosts file from it.
SSHCFG=${NETLAB_STATE:-${TMPDIR:-/tmp}/netlab}/ssh_cfg
sshcfg() { ssh -G -F "$SSHCFG" labB 2>/dev/null </dev/null | awk -v k="$1" '$1 == k { print $2; exit }'; }
head -c "$SIZE" /dev/urandom > "$S/bench.bin"

# seconds taken by a command, or "fail"
timed() {
  local t0 t1
  t0=$(date +%s.%N)
  "$@" >"$S/last.log" 2>&1 || { echo fail; return; }
  t1=$(date +%s.%N)
  echo "$t1 - $t0" | bc -l
}
rate() { [ "$1" = fail ] && { echo "fail"; return; }; echo "scale=1; $SIZE / 1000000 / $1" | bc -l; }
pct() { [ "$1" = fail ] && { echo "-"; return; }; echo "scale=0; 100 * $1 / $LINK_MB" | bc -l; }
workload() { # FILE_BYTES COUNT TRANSFERS -> MB/s
  local out
  out=$(ip netns exec lpA "$JAVA" -cp "$PLUGINS/*" mftwb.runner.SftpBenchmark lpuser@198.18.0.2:2222 \
        "$(sshcfg identityfile)" "$(sshcfg userknownhostsfile)" "$1" "$2" "$3" 262144 64 2>"$S/workload.log") || {
    sed "s/^/  workload $3x: /" "$S/workload.log" >&2; echo fail; return; }
  echo "$out" | sed -n 's/.*mb_per_s=\([0-9.]*\).*/\1/p'
}

printf "%-8s | %-12s | %-12s | %-16s | %-18s\n" "RTT ms" "sftp MB/s" "scp MB/s" "workload 1 MB/s" "workload 4x MB/s"
printf "%-8s | %-12s | %-12s | %-16s | %-18s\n" "" "(% link)" "(% link)" "(% link)" "(% link)"
for rtt in $RTTS; do
  bash "$NETLAB" down >/dev/null 2>&1
  ow=$(echo "$rtt / 2" | bc)
  bash "$NETLAB" up "$ow" 1000 >"$S/netlab.log" 2>&1 || { cat "$S/netlab.log" >&2; die "netlab up failed"; }
  echo "put $S/bench.bin bench-sftp.bin" > "$S/batch"
  t=$(timed ip netns exec lpA sftp -q -b "$S/batch" -F "$SSHCFG" labB); s1=$(rate "$t")
  t=$(timed ip netns exec lpA scp -q -F "$SSHCFG" "$S/bench.bin" labB:bench-scp.bin); s2=$(rate "$t")
  w1=$(workload "$SIZE" 1 1)
  w4=$(workload $((SIZE / 4)) 4 4)
  printf "%-8s | %-12s | %-12s | %-16s | %-18s\n" "$rtt" "$s1 ($(pct "$s1")%)" "$s2 ($(pct "$s2")%)" \
    "$w1 ($(pct "${w1%.*}")%)" "$w4 ($(pct "${w4%.*}")%)"
done
