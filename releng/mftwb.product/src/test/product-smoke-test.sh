#!/usr/bin/env bash
# Smoke test of the materialized product through the real entry point ./mftwb:
#  - headless, with no display at all: `mftwb --version` prints the product version and exits 0, `mftwb --help` exits 0,
#    an unknown subcommand exits 2;
#  - desktop (when DISPLAY is set): the window "MFT Performance Workbench" appears, and the
#    workbench log has no ERROR entry (missing bundles show up there, not in harness tests).
# Prints a screenshot path and a closing "N passed, N failed" line; exits non-zero on any failure.
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/../../../.." && pwd)
OUT="$ROOT/releng/mftwb.product/target/smoke"
rm -rf "$OUT"; mkdir -p "$OUT"
export MFTWB_NO_BUILD=1 MFTWB_HOME="$OUT/home"
passed=0 failed=0
check() { # name, command...
    local name=$1; shift
    if "$@"; then passed=$((passed + 1)); echo "PASS $name"; else failed=$((failed + 1)); echo "FAIL $name"; fi
}

version_is_printed() {
    local text
    text=$(env -u DISPLAY -u WAYLAND_DISPLAY "$ROOT/mftwb" --version) || return 1
    echo "  $text"
    [[ "$text" =~ ^MFT\ Performance\ Workbench\ 0\.1\.0\.[0-9]{12}$ ]]
}
help_exits_zero() { env -u DISPLAY "$ROOT/mftwb" --help >"$OUT/help.txt" && grep -q '^usage: mftwb' "$OUT/help.txt"; }
unknown_subcommand_exits_two() {
    env -u DISPLAY "$ROOT/mftwb" no-such-subcommand 2>"$OUT/unknown.txt"
    [ $? -eq 2 ] && grep -q "unknown subcommand 'no-such-subcommand'" "$OUT/unknown.txt"
}

window_opens_without_errors() {
    echo '{}' >"$OUT/empty.json"
    "$ROOT/mftwb" --topology "$OUT/empty.json" >"$OUT/workbench.out" 2>&1 &
    local pid=$! up=0
    for _ in $(seq 120); do
        if xwininfo -root -tree 2>/dev/null | grep -q '"MFT Performance Workbench'; then up=1; break; fi
        sleep 0.5
    done
    sleep 2
    [ $up = 1 ] && import -window root "$OUT/workbench.png" 2>/dev/null && echo "  screenshot: $OUT/workbench.png"
    kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
    local log="$MFTWB_HOME/workspace/.metadata/.log"
    if [ -f "$log" ] && grep -q '^!ENTRY [^ ]* 4 ' "$log"; then
        echo "  errors in $log:"; grep -A3 '^!ENTRY [^ ]* 4 ' "$log" | head -20 | sed 's/^/    /'
        return 1
    fi
    [ $up = 1 ]
}

check "mftwb --version prints the product version and exits 0" version_is_printed
check "mftwb --help exits 0" help_exits_zero
check "an unknown subcommand exits 2" unknown_subcommand_exits_two
if [ -n "${DISPLAY:-}" ]; then
    check "the workbench window opens with no error in its log" window_opens_without_errors
else
    echo "SKIP the workbench window (no DISPLAY)"
fi
echo "product smoke: $passed passed, $failed failed"
[ $failed -eq 0 ]
