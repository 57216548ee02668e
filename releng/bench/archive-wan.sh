#!/bin/bash
# archive-wan.sh - many small files over a long link, one by one vs packed by the archive advisor's
# builder: 1000 x 100 KB (FILES, SIZE to change) sent with the workbench's SFTP workload (1 transfer,
# 256 KiB chunks, window 64) at 100 ms RTT and 1 Gbit/s (RTT_MS ... as arguments), then the same files
# built into tar bundles of BUNDLE_MB (default 50) and sent the same way. The archived time includes
# building the bundles. Goal (issue 7): archived >= 10x faster at 100 ms.
#   releng/bench/archive-wan.sh [RTT_MS ...]   (default: 100)
# Needs what wan-lab.sh checks: root, iproute2, gcc, openssh-server and a built product.
set -u
BENCH=archive-wan
. "$(dirname "$0")/wan-lab.sh"
RTTS=${*:-100}
FILES=${FILES:-1000}
SIZE=${SIZE:-100000}
BUNDLE_MB=${BUNDLE_MB:-50}

FMT="%-8s | %-14s | %-14s | %-12s | %-8s | %-8s\n"
printf "$FMT" "RTT ms" "per-file s" "archived s" "(build s)" "bundles" "speedup"
for rtt in $RTTS; do
  lab_up "$rtt"
  out=$(ip netns exec "$LAB_NS" "$JAVA" -cp "$PLUGINS/*" mftwb.runner.ArchiveBenchmark "$LAB_TARGET" \
        "$LAB_KEY" "$LAB_KNOWN_HOSTS" "$SIZE" "$FILES" "$BUNDLE_MB" 2>"$S/bench.log") || {
    sed 's/^/  /' "$S/bench.log" >&2; printf "$FMT" "$rtt" fail fail - - -; continue; }
  field() { echo "$out" | sed -n "s/.*$1=\([0-9.]*\).*/\1/p"; }
  printf "$FMT" "$rtt" "$(field per_file_s)" "$(field archived_s)" "$(field build_s)" "$(field bundles)" "$(field speedup)x"
done
echo "($FILES files of $SIZE bytes; MB = 10^6 bytes)"
