#!/usr/bin/env bash
# Seconds from launching ./mftwb to the workbench window being visible: 1 cold-ish start to warm
# the caches, then the median of 5 warm starts. Needs DISPLAY (starts its own Xvfb when missing).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
RUNS=${RUNS:-5}
export MFTWB_HOME=${MFTWB_HOME:-$(mktemp -d)}
if [ -z "${DISPLAY:-}" ]; then
    Xvfb :77 -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 & xvfb=$!
    trap 'kill $xvfb' EXIT
    export DISPLAY=:77; sleep 1
fi
"$ROOT/mftwb" --version >/dev/null   # builds the product if it is missing or stale, outside the timing

one_start() {
    local start pid elapsed
    start=$(date +%s.%N)
    "$ROOT/mftwb" >/dev/null 2>&1 & pid=$!
    for _ in $(seq 600); do
        if xwininfo -root -tree 2>/dev/null | grep -q '"MFT Performance Workbench '; then
            elapsed=$(awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { printf "%.2f", e - s }')
            break
        fi
        sleep 0.05
    done
    kill "$pid"; wait "$pid" 2>/dev/null || true
    echo "${elapsed:-timeout}"
}

echo "warm-up start: $(one_start) s"
times=()
for i in $(seq "$RUNS"); do t=$(one_start); echo "start $i: $t s"; times+=("$t"); done
median=$(printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}')
echo "startup to visible window: median of $RUNS warm starts = $median s (goal <= 4 s)"
