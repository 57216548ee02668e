# wan-lab.sh - sourced by the WAN benchmarks (sftp-wan.sh, archive-wan.sh, faults): checks what they
# need and drives the project's WAN lab, releng/lab/wanlab.sh (see releng/lab/README.md), whose OpenSSH
# sshd in the server namespace the workbench and OpenSSH clients in the client namespace use alike.
# Sets ROOT, WANLAB, PLUGINS, JAVA, S (scratch folder, removed on exit), SSHCFG (ssh -F file, host
# "lab"), LAB_NS (client namespace), LAB_TARGET, LAB_KEY, LAB_KNOWN_HOSTS, LAB_HOME (the server user's
# home); defines die, lab_up RTT_MS [RATE_MBIT] (default 1000), lab_cut, lab_restore and lab_down.
# The caller sets BENCH (its name). OS_TUNED=1 applies the workbench's Linux TCP settings
# (os/90-mftwb-tcp.conf: auto-tuning ceiling 32 MiB, no slow start after idle) in both lab hosts.
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
WANLAB="$ROOT/releng/lab/wanlab.sh"
PLUGINS="$ROOT/releng/mftwb.product/target/products/mftwb.product/linux/gtk/x86_64/mftwb/plugins"

die() { echo "$BENCH: $*" >&2; exit 2; }
[ "$(id -u)" = 0 ] || die "needs root (network namespaces)"
for tool in ip gcc /usr/sbin/sshd ssh-keygen bc; do command -v "$tool" >/dev/null || die "needs $tool (see releng/lab/README.md)"; done
ls "$PLUGINS"/mftwb.runner_*.jar >/dev/null 2>&1 || die "no built product under $PLUGINS: run ./mftwb --help first"
JAVA=""
for j in ${JAVA_HOME:-} /usr/lib/jvm/*; do
  if [ -x "$j/bin/java" ] && "$j/bin/java" -version 2>&1 | grep -qE 'version "(2[1-9]|[3-9][0-9])'; then JAVA="$j/bin/java"; break; fi
done
[ -n "$JAVA" ] || die "no JDK 21 or newer (set JAVA_HOME)"

S=$(mktemp -d "/tmp/$BENCH.XXXXXX")
# One lab per benchmark process: its own namespaces and test user, so runs side by side do not meet.
LAB_NAME=wb$$
LAB_STATE="$S/lab"
lab_down() {
  bash "$WANLAB" down "$LAB_NAME" "$LAB_STATE" >/dev/null 2>&1
}
cleanup() {
  lab_down
  rm -rf "$S"
}
trap cleanup EXIT

lab_up() { # RTT_MS [RATE_MBIT]; the hosts come up once, later calls only change the link
  local one_way rate=${2:-1000}
  one_way=$(echo "scale=3; $1 / 2" | bc)
  if [ -s "$LAB_STATE/lab.env" ]; then
    bash "$WANLAB" link "$LAB_NAME" "$LAB_STATE" "$one_way" "$rate" >>"$S/wanlab.log" 2>&1 || { cat "$S/wanlab.log" >&2; die "wanlab link failed"; }
  else
    bash "$WANLAB" up "$LAB_NAME" "$LAB_STATE" "$one_way" "$rate" >>"$S/wanlab.log" 2>&1 || { cat "$S/wanlab.log" >&2; die "wanlab up failed"; }
  fi
  . "$LAB_STATE/lab.env"
  LAB_NS=$WANLAB_CLIENT_NS LAB_TARGET=$WANLAB_TARGET LAB_KEY=$WANLAB_KEY LAB_KNOWN_HOSTS=$WANLAB_KNOWN_HOSTS
  LAB_HOME=$WANLAB_HOME SSHCFG=$WANLAB_SSH_CONFIG
  if [ "${OS_TUNED:-0}" = 1 ]; then
    # What the workbench's os/90-mftwb-tcp.conf sets for a long fat link, on both hosts.
    for ns in "$WANLAB_CLIENT_NS" "$WANLAB_SERVER_NS"; do
      ip netns exec "$ns" sysctl -qw net.ipv4.tcp_rmem="4096 131072 33554432" net.ipv4.tcp_wmem="4096 16384 33554432" \
        net.ipv4.tcp_slow_start_after_idle=0 || die "cannot apply the TCP settings in $ns"
    done
  fi
}
lab_cut() { bash "$WANLAB" cut "$LAB_NAME" "$LAB_STATE"; }
lab_restore() { bash "$WANLAB" restore "$LAB_NAME" "$LAB_STATE"; }
