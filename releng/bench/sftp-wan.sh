#!/bin/bash
# sftp-wan.sh - 200 MB upload over the namespace lab at 0.2, 40 and 100 ms RTT, 1 Gbit/s:
# the workbench's SFTP workload (1 transfer; the same file split over STREAMS connections, default 8,
# campaign key streamsPerFile; and the same 200 MB as 4 x 50 MB files over 4 concurrent transfers)
# next to OpenSSH sftp and scp, in MB/s (10^6 bytes) and % of the 125 MB/s link. Each workload figure
# is measured after WARMUPS (default 1) unmeasured runs on the same sessions, as campaigns measure;
# OS_TUNED=1 applies the workbench's Linux TCP settings to both hosts first (see wan-lab.sh).
#   releng/bench/sftp-wan.sh [RTT_MS ...]      (default: 0 40 100)
# Needs root, iproute2, gcc, openssh-server/-client and a built product (./mftwb --help builds it).
# Every process runs inside the client namespace of the project's WAN lab (releng/lab/wanlab.sh) and
# uploads to its OpenSSH sshd in the server namespace (ed25519 host and user keys), so traffic never
# leaves the machine; all three clients use the same key.
set -u
BENCH=sftp-wan
. "$(dirname "$0")/wan-lab.sh"
RTTS=${*:-0 40 100}
SIZE=$((200 * 1000 * 1000))
LINK_MB=125
STREAMS=${STREAMS:-8}
WARMUPS=${WARMUPS:-1}

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
workload() { # FILE_BYTES COUNT TRANSFERS [STREAMS] -> MB/s
  local out
  out=$(ip netns exec "$LAB_NS" "$JAVA" -cp "$PLUGINS/*" mftwb.runner.SftpBenchmark "$LAB_TARGET" \
        "$LAB_KEY" "$LAB_KNOWN_HOSTS" "$1" "$2" "$3" 262144 64 "${4:-1}" "$WARMUPS" 2>"$S/workload.log") || {
    sed "s/^/  workload $3x: /" "$S/workload.log" >&2; echo fail; return; }
  echo "$out" | sed -n 's/.*mb_per_s=\([0-9.]*\).*/\1/p'
}

FMT="%-8s | %-12s | %-12s | %-16s | %-20s | %-18s\n"
printf "$FMT" "RTT ms" "sftp MB/s" "scp MB/s" "workload 1 MB/s" "1 file, $STREAMS streams" "workload 4x MB/s"
printf "$FMT" "" "(% link)" "(% link)" "(% link)" "(% link)" "(% link)"
for rtt in $RTTS; do
  lab_up "$rtt"
  echo "put $S/bench.bin bench-sftp.bin" > "$S/batch"
  t=$(timed ip netns exec "$LAB_NS" sftp -q -b "$S/batch" -F "$SSHCFG" lab); s1=$(rate "$t")
  t=$(timed ip netns exec "$LAB_NS" scp -q -F "$SSHCFG" "$S/bench.bin" lab:bench-scp.bin); s2=$(rate "$t")
  w1=$(workload "$SIZE" 1 1)
  wk=$(workload "$SIZE" 1 1 "$STREAMS")
  w4=$(workload $((SIZE / 4)) 4 4)
  printf "$FMT" "$rtt" "$s1 ($(pct "$s1")%)" "$s2 ($(pct "$s2")%)" \
    "$w1 ($(pct "${w1%.*}")%)" "$wk ($(pct "${wk%.*}")%)" "$w4 ($(pct "${w4%.*}")%)"
done
