# wan-lab.sh - sourced by the WAN benchmarks (sftp-wan.sh, archive-wan.sh): checks what they need and
# drives the lab script netlab.sh, whose OpenSSH sshd in namespace lpB the workbench and OpenSSH
# clients in lpA use alike. Sets ROOT, NETLAB, PLUGINS, JAVA, S (scratch folder, removed on exit),
# SSHCFG, LAB_TARGET; defines die, lab_up RTT_MS (1 Gbit/s; sets LAB_KEY, LAB_KNOWN_HOSTS) and
# lab_down. The caller sets BENCH (its name). OS_TUNED=1 applies the workbench's Linux TCP settings
# (os/90-mftwb-tcp.conf: auto-tuning ceiling 32 MiB, no slow start after idle) in both lab hosts.
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
NETLAB=${NETLAB:-/work/shared/lab/netlab.sh}
PLUGINS="$ROOT/releng/mftwb.product/target/products/mftwb.product/linux/gtk/x86_64/mftwb/plugins"

die() { echo "$BENCH: $*" >&2; exit 2; }
[ "$(id -u)" = 0 ] || die "needs root (network namespaces)"
[ -x "$NETLAB" ] || [ -f "$NETLAB" ] || die "lab script not found: $NETLAB (set NETLAB=.../netlab.sh)"
ls "$PLUGINS"/mftwb.runner_*.jar >/dev/null 2>&1 || die "no built product under $PLUGINS: run ./mftwb --help first"
JAVA=""
for j in ${JAVA_HOME:-} /usr/lib/jvm/*; do
  if [ -x "$j/bin/java" ] && "$j/bin/java" -version 2>&1 | grep -qE 'version "(2[1-9]|[3-9][0-9])'; then JAVA="$j/bin/java"; break; fi
done
[ -n "$JAVA" ] || die "no JDK 21 or newer (set JAVA_HOME)"

S=$(mktemp -d "/tmp/$BENCH.XXXXXX")
lab_down() {
  bash "$NETLAB" down >/dev/null 2>&1
}
cleanup() {
  lab_down
  rm -rf "$S" ~lpuser/mftwb-bench ~lpuser/bench-sftp.bin ~lpuser/bench-scp.bin 2>/dev/null
}
trap cleanup EXIT

# netlab.sh writes an ssh config for host labB (its sshd in lpB: port 2222, ed25519 host and user keys);
# ssh -G reads the key and known_hosts file from it, so the workbench and OpenSSH use the same ones.
SSHCFG=${NETLAB_STATE:-${TMPDIR:-/tmp}/netlab}/ssh_cfg
sshcfg() { ssh -G -F "$SSHCFG" labB 2>/dev/null </dev/null | awk -v k="$1" '$1 == k { print $2; exit }'; }
LAB_TARGET=lpuser@198.18.0.2:2222

lab_up() { # RTT_MS; then LAB_KEY and LAB_KNOWN_HOSTS name the client key and known_hosts file
  lab_down
  bash "$NETLAB" up "$(echo "$1 / 2" | bc)" 1000 >"$S/netlab.log" 2>&1 || { cat "$S/netlab.log" >&2; die "netlab up failed"; }
  if [ "${OS_TUNED:-0}" = 1 ]; then
    # What the workbench's os/90-mftwb-tcp.conf sets for a long fat link, on both hosts.
    for ns in lpA lpB; do
      ip netns exec $ns sysctl -qw net.ipv4.tcp_rmem="4096 131072 33554432" net.ipv4.tcp_wmem="4096 16384 33554432" \
        net.ipv4.tcp_slow_start_after_idle=0 || die "cannot apply the TCP settings in $ns"
    done
  fi
  LAB_KEY=$(sshcfg identityfile)
  LAB_KNOWN_HOSTS=$(sshcfg userknownhostsfile)
}
