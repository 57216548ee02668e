# wan-lab.sh - sourced by the WAN benchmarks (sftp-wan.sh, archive-wan.sh): checks what they need
# and prepares a second OpenSSH sshd for namespace lpB of the lab script netlab.sh (port 2223, ECDSA
# keys, publickey only) that the workbench and OpenSSH clients in lpA use alike.
# Sets ROOT, NETLAB, PLUGINS, JAVA, S (scratch folder, removed on exit), SSHOPT; defines die,
# lab_up RTT_MS (link of 1 Gbit/s, sshd started) and lab_down. The caller sets BENCH (its name).
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
chmod 755 "$S"
lab_down() {
  [ -s "$S/sshd.pid" ] && kill "$(cat "$S/sshd.pid")" 2>/dev/null
  rm -f "$S/sshd.pid"
  bash "$NETLAB" down >/dev/null 2>&1
}
cleanup() {
  lab_down
  rm -rf "$S" ~lpuser/mftwb-bench ~lpuser/bench-sftp.bin ~lpuser/bench-scp.bin 2>/dev/null
}
trap cleanup EXIT

ssh-keygen -q -t ecdsa -b 256 -N '' -f "$S/hostkey"
ssh-keygen -q -t ecdsa -b 256 -N '' -f "$S/clientkey"
cp "$S/clientkey.pub" "$S/authorized_keys"; chmod 644 "$S/authorized_keys"
echo "[198.18.0.2]:2223 $(cut -d' ' -f1,2 "$S/hostkey.pub")" > "$S/known_hosts"
cat > "$S/sshd_config" <<CONF
Port 2223
ListenAddress 198.18.0.2
HostKey $S/hostkey
PidFile $S/sshd.pid
AuthenticationMethods publickey
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
StrictModes no
AuthorizedKeysFile $S/authorized_keys
AllowUsers lpuser
Subsystem sftp internal-sftp
CONF
SSHOPT=(-i "$S/clientkey" -o UserKnownHostsFile="$S/known_hosts" -o StrictHostKeyChecking=yes -o BatchMode=yes)

lab_up() { # RTT_MS
  lab_down
  bash "$NETLAB" up "$(echo "$1 / 2" | bc)" 1000 >"$S/netlab.log" 2>&1 || { cat "$S/netlab.log" >&2; die "netlab up failed"; }
  ip netns exec lpB /usr/sbin/sshd -f "$S/sshd_config" -E "$S/sshd.log" || die "sshd did not start ($S/sshd.log)"
  sleep 0.5
}
