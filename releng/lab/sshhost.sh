#!/bin/bash
# sshhost.sh - one SSH test host in its own network namespace, reachable from this machine.
#   sshhost.sh up NAME INDEX STATE_DIR [KEYTYPE]  # namespace NAME, host address 198.19.INDEX.2, sshd on
#                                          # port 22; KEYTYPE ecdsa (default) or ed25519 (Debian's default);
#                                          # INDEX 'auto' takes a free one; the address goes to STATE_DIR/address
#   sshhost.sh stop-sshd NAME STATE_DIR    # kill sshd and every session process in the namespace
#   sshhost.sh start-sshd NAME STATE_DIR   # start sshd again with the same host key
#   sshhost.sh freeze|thaw NAME STATE_DIR  # SIGSTOP / SIGCONT every process in the namespace (a hung host:
#                                          # TCP still answers, SSH does not)
#   sshhost.sh down NAME STATE_DIR         # remove namespace, processes, test user (if created here)
# Same approach as wanlab.sh beside it (OpenSSH sshd in a namespace, no systemd, own keys), but
# the namespace is joined to the root namespace by a veth pair (198.19.INDEX.1 <-> .2) so a JVM on this
# machine connects to it directly; nothing routes beyond that /24, so traffic cannot leave the machine.
# The test user 'labNAME' (login shell /bin/sh; name also in STATE_DIR/user) accepts the generated
# client key (STATE_DIR/client_key), a second one in OpenSSH's format encrypted with the passphrase in
# STATE_DIR/passphrase (STATE_DIR/client_key_protected), both in its ~/.ssh/authorized_keys, and the
# password in STATE_DIR/password. sshd offers one host key, of KEYTYPE, so clients must handle that type.
# Writes STATE_DIR/hostkey.pub, STATE_DIR/known_hosts (correct entry). Needs root, iproute2, openssh-server.
# A subnet this machine already routes is never taken (exit 3 if asked for one), and every host is recorded
# in $LABS with the process that asked for it: 'up' first removes the hosts of processes that are gone
# (a test run killed mid-way), so their namespaces, routes and users do not pile up. The owner is the
# calling process (a test's JVM); SSHHOST_OWNER=PID names another, e.g. 1 for a host kept until 'down'.
set -u
cmd=${1:-} NAME=${2:-} 
[ -n "$NAME" ] || { echo "usage: $0 up NAME INDEX STATE_DIR [ecdsa|ed25519] | stop-sshd|start-sshd|down NAME STATE_DIR" >&2; exit 2; }
case "$NAME" in *[!a-zA-Z0-9]*) echo "NAME must be letters and digits" >&2; exit 2;; esac
[ ${#NAME} -le 14 ] || { echo "NAME must be at most 14 characters (interface names add one)" >&2; exit 2; }
# One test user per host (name in STATE_DIR/user), so concurrent test runs never share an account.
LABUSER=lab$NAME
LABS=/run/mftwb-lab
RECORD=$LABS/$NAME

# A process's identity that survives pid reuse: its pid and its start time in clock ticks since boot.
process_id() { [ -r "/proc/$1/stat" ] && echo "$1 $(sed 's/.*) //' "/proc/$1/stat" | cut -d' ' -f20)"; }

# Third octets of the 198.19.x.0/24 subnets this machine routes or has addresses in.
used_indexes() {
  { ip -4 route show; ip -4 -o addr show; } | grep -o '198\.19\.[0-9]*\.' | cut -d. -f3 | sort -u
}

free_index() {
  used=$(used_indexes)
  for i in $(shuf -i 100-249); do
    grep -qx "$i" <<<"$used" || { echo "$i"; return 0; }
  done
  return 1
}

# Hosts whose recorded owner is no longer running are taken down.
reap() {
  for r in "$LABS"/*; do
    [ -f "$r" ] || continue
    read -r pid start state < "$r"
    [ "$(process_id "$pid")" = "$pid $start" ] && continue
    echo "removing lab host $(basename "$r") left by process $pid, which is gone" >&2
    bash "$0" down "$(basename "$r")" "$state"
  done
}

start_sshd() {
  D=$1
  rm -f "$D/sshd.pid"
  ip netns exec "$NAME" /usr/sbin/sshd -f "$D/sshd_config" -E "$D/sshd.log" || return 1
  for i in $(seq 50); do [ -s "$D/sshd.pid" ] && return 0; sleep 0.1; done
  echo "sshd did not start, see $D/sshd.log" >&2; return 1
}

stop_sshd() {
  # sshd's per-connection children survive the listener: kill everything in the namespace.
  for p in $(ip netns pids "$NAME" 2>/dev/null); do kill -9 "$p" 2>/dev/null; done
  rm -f "$1/sshd.pid"
}

case "$cmd" in
up)
  IDX=${3:?INDEX 1-254 or auto} D=${4:?STATE_DIR} TYPE=${5:-ecdsa}
  case "$TYPE" in ecdsa) BITS=(-b 256);; ed25519) BITS=();; *) echo "KEYTYPE must be ecdsa or ed25519" >&2; exit 2;; esac
  case "$IDX" in auto) ;; *[!0-9]*|'') echo "INDEX must be a number or auto" >&2; exit 2;; esac
  OWNER=$(process_id "${SSHHOST_OWNER:-$PPID}") || { echo "owner process ${SSHHOST_OWNER:-$PPID} is not running" >&2; exit 2; }
  mkdir -p "$D" /run/sshd "$LABS" && chmod 700 "$D"
  reap
  # Choosing a subnet and taking it happen under one lock, so concurrent runs never pick the same one.
  exec 9>"$LABS/.lock"; flock 9
  if [ "$IDX" = auto ]; then
    IDX=$(free_index) || { echo "no free 198.19.x.0/24 subnet for a lab host" >&2; exit 3; }
  elif grep -qx "$IDX" <<<"$(used_indexes)"; then
    echo "198.19.$IDX.0/24 is already in use on this machine: $(ip -4 route show | grep "^198\.19\.$IDX\.")" >&2; exit 3
  fi
  ip netns add "$NAME" || exit 1
  echo "$OWNER $D" > "$RECORD"
  ip -n "$NAME" link set lo up
  ip link add "${NAME}h" type veth peer name "${NAME}n" netns "$NAME" || exit 1
  ip addr add "198.19.$IDX.1/24" dev "${NAME}h"
  exec 9>&-
  echo "198.19.$IDX.2" > "$D/address"
  ip -n "$NAME" addr add "198.19.$IDX.2/24" dev "${NAME}n"
  ip link set "${NAME}h" up; ip -n "$NAME" link set "${NAME}n" up
  if ! id "$LABUSER" >/dev/null 2>&1; then
    useradd -m -s /bin/sh "$LABUSER" && echo "$LABUSER" >> "$RECORD"
  fi
  echo "$LABUSER" > "$D/user"
  head -c 12 /dev/urandom | base64 | tr -d '/+=' > "$D/password"
  echo "$LABUSER:$(cat "$D/password")" | chpasswd
  [ -f "$D/hostkey" ] || ssh-keygen -q -t "$TYPE" "${BITS[@]}" -N '' -f "$D/hostkey"
  [ -f "$D/client_key" ] || ssh-keygen -q -t "$TYPE" "${BITS[@]}" -N '' -f "$D/client_key"
  [ -f "$D/passphrase" ] || head -c 12 /dev/urandom | base64 | tr -d '/+=' > "$D/passphrase"
  [ -f "$D/client_key_protected" ] || ssh-keygen -q -t "$TYPE" "${BITS[@]}" -N "$(cat "$D/passphrase")" -f "$D/client_key_protected"
  H=$(getent passwd "$LABUSER" | cut -d: -f6)
  install -d -m 700 -o "$LABUSER" -g "$LABUSER" "$H/.ssh"
  cat "$D/client_key.pub" "$D/client_key_protected.pub" > "$D/authorized_keys"
  install -m 600 -o "$LABUSER" -g "$LABUSER" "$D/authorized_keys" "$H/.ssh/authorized_keys"
  cat > "$D/sshd_config" <<CFG
Port 22
ListenAddress 198.19.$IDX.2
HostKey $D/hostkey
PidFile $D/sshd.pid
PasswordAuthentication yes
KbdInteractiveAuthentication no
UsePAM no
AllowUsers $LABUSER
Subsystem sftp internal-sftp
LogLevel DEBUG1
CFG
  /usr/sbin/sshd -t -f "$D/sshd_config" || exit 1
  echo "[198.19.$IDX.2]:22 $(cut -d' ' -f1,2 "$D/hostkey.pub")" > "$D/known_hosts"
  echo "198.19.$IDX.2 $(cut -d' ' -f1,2 "$D/hostkey.pub")" >> "$D/known_hosts"
  start_sshd "$D" || exit 1
  echo "host $NAME up: $LABUSER@198.19.$IDX.2, sshd pid $(cat "$D/sshd.pid")"; echo
  ;;
stop-sshd) stop_sshd "${3:?STATE_DIR}" ;;
freeze) for p in $(ip netns pids "$NAME"); do kill -STOP "$p" 2>/dev/null; done ;;
thaw) for p in $(ip netns pids "$NAME"); do kill -CONT "$p" 2>/dev/null; done ;;
start-sshd) start_sshd "${3:?STATE_DIR}" ;;
down)
  D=${3:?STATE_DIR}
  for p in $(ip netns pids "$NAME" 2>/dev/null); do kill -CONT "$p" 2>/dev/null; done
  stop_sshd "$D"
  for i in $(seq 50); do [ -z "$(ip netns pids "$NAME" 2>/dev/null)" ] && break; sleep 0.1; done
  ip link del "${NAME}h" 2>/dev/null
  ip netns del "$NAME" 2>/dev/null
  # The record's second line names the user only if this host created it.
  if [ -f "$RECORD" ] && [ "$(sed -n 2p "$RECORD")" = "$LABUSER" ]; then
    # kill -9 is asynchronous: userdel refuses while the user's dying processes are still in /proc.
    for i in $(seq 50); do pgrep -u "$LABUSER" >/dev/null || break; sleep 0.1; done
    # userdel -r takes the home, not what the user's processes left in /tmp (a JVM's hsperfdata_USER).
    find /tmp /var/tmp -maxdepth 1 -user "$LABUSER" -exec rm -rf {} + 2>/dev/null
    userdel -f -r "$LABUSER" 2>/dev/null || echo "warning: could not remove user $LABUSER" >&2
  fi
  rm -f "$RECORD"
  ;;
*) echo "usage: $0 up NAME INDEX STATE_DIR [ecdsa|ed25519] | stop-sshd|start-sshd|freeze|thaw|down NAME STATE_DIR" >&2; exit 2;;
esac
