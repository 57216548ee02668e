#!/bin/bash
# wanlab.sh - the project's WAN lab: a client and an OpenSSH server host, each in its own network
# namespace, joined through a router namespace where wanrelay (wanrelay.c beside this script) gives the
# link its one-way delay, rate and loss. Real kernel TCP runs end to end (nothing terminates it), so
# windows, buffers and slow start behave as on a real WAN. See README.md here for what it needs.
#
#   wanlab.sh up NAME STATE_DIR ONE_WAY_MS RATE_MBIT [LOSS_PERCENT]   # RTT = 2 x ONE_WAY_MS
#   wanlab.sh link NAME STATE_DIR ONE_WAY_MS RATE_MBIT [LOSS_PERCENT] # new link figures, hosts kept
#   wanlab.sh cut|restore NAME STATE_DIR      # the link drops every frame / carries them again
#   wanlab.sh kill-sessions NAME STATE_DIR    # kill the per-connection sshd processes (listener kept)
#   wanlab.sh down NAME STATE_DIR             # processes, namespaces, test user (if created here) gone
#
# Namespaces NAMEc (client, 198.18.0.1), NAMEs (server, 198.18.0.2, sshd on port 22), NAMEr (router).
# None has a route or a link to the root namespace, so no traffic can leave the machine. The server's
# test user labNAME accepts STATE_DIR/client_key only. STATE_DIR/lab.env holds, for scripts to source:
# WANLAB_CLIENT_NS, WANLAB_SERVER_NS, WANLAB_TARGET (user@host:port), WANLAB_USER, WANLAB_HOME,
# WANLAB_KEY, WANLAB_KNOWN_HOSTS and WANLAB_SSH_CONFIG (an ssh -F file whose host "lab" is the server).
set -u
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cmd=${1:-} NAME=${2:-} D=${3:-}
usage() { echo "usage: $0 up|link NAME STATE_DIR ONE_WAY_MS RATE_MBIT [LOSS_PERCENT] | cut|restore|kill-sessions|down NAME STATE_DIR" >&2; exit 2; }
[ -n "$NAME" ] && [ -n "$D" ] || usage
case "$NAME" in *[!a-z0-9]*) echo "NAME must be lower-case letters and digits" >&2; exit 2;; esac
[ ${#NAME} -le 10 ] || { echo "NAME must be at most 10 characters (interface names add two)" >&2; exit 2; }
C=${NAME}c S=${NAME}s R=${NAME}r LABUSER=lab$NAME
SERVER_IP=198.18.0.2
# The relay ends itself after this long, so a lab left up does not run for ever.
MAX_SECONDS=${WANLAB_MAX_SECONDS:-14400}

start_relay() { # ONE_WAY_MS RATE_MBIT LOSS_PERCENT
  local relay=$D/wanrelay
  if [ ! -x "$relay" ] || [ "$HERE/wanrelay.c" -nt "$relay" ]; then
    gcc -O2 -Wall -o "$relay" "$HERE/wanrelay.c" || { echo "cannot compile $HERE/wanrelay.c (needs gcc)" >&2; return 1; }
  fi
  stop_relay
  # queue: one second at the link rate (at least 4 MiB), a generous router buffer
  local queue=$(( $2 > 0 ? $2 * 1000000 / 8 : 0 )); [ "$queue" -ge 4194304 ] || queue=4194304
  ip netns exec "$R" "$relay" "${R}a" "${R}b" "$1" "$2" "$3" "$queue" "$MAX_SECONDS" "${WANLAB_SEED:-17}" \
    >/dev/null 2>>"$D/wanrelay.log" &
  echo $! > "$D/wanrelay.pid"
  echo "$1 $2 $3" > "$D/link"
  # a first connection warms ARP through the new relay, so no measured packet pays for it
  connect_ms >/dev/null || { echo "no path through the relay, see $D/wanrelay.log" >&2; return 1; }
}

# Milliseconds one TCP connect to the server's sshd takes from the client: one round trip.
# (ping is not installed everywhere; bash's /dev/tcp is.)
connect_ms() {
  ip netns exec "$C" timeout 10 bash -c 't0=$(date +%s%N); exec 3<>/dev/tcp/'"$SERVER_IP"'/22 || exit 1; t1=$(date +%s%N); exec 3>&-
    echo $(( (t1 - t0) / 1000 ))' | awk '{ printf "%.1f\n", $1 / 1000 }'
}

stop_relay() {
  [ -s "$D/wanrelay.pid" ] && kill "$(cat "$D/wanrelay.pid")" 2>/dev/null
  for i in $(seq 30); do [ -s "$D/wanrelay.pid" ] && kill -0 "$(cat "$D/wanrelay.pid")" 2>/dev/null || break; sleep 0.1; done
  rm -f "$D/wanrelay.pid"
}

start_sshd() {
  rm -f "$D/sshd.pid"
  ip netns exec "$S" /usr/sbin/sshd -f "$D/sshd_config" -E "$D/sshd.log" || return 1
  for i in $(seq 50); do [ -s "$D/sshd.pid" ] && return 0; sleep 0.1; done
  echo "sshd did not start, see $D/sshd.log" >&2; return 1
}

case "$cmd" in
up)
  OW=${4:-} RATE=${5:-} LOSS=${6:-0}
  [ -n "$OW" ] && [ -n "$RATE" ] || usage
  [ "$(id -u)" = 0 ] || { echo "needs root (network namespaces, AF_PACKET)" >&2; exit 2; }
  mkdir -p "$D" /run/sshd && chmod 700 "$D"
  for n in "$C" "$S" "$R"; do
    ip netns add "$n" || exit 1
    ip -n "$n" link set lo up
  done
  ip link add "${C}0" netns "$C" type veth peer name "${R}a" netns "$R" || exit 1
  ip link add "${S}0" netns "$S" type veth peer name "${R}b" netns "$R" || exit 1
  ip -n "$C" addr add 198.18.0.1/24 dev "${C}0"
  ip -n "$S" addr add "$SERVER_IP/24" dev "${S}0"
  for l in "$C ${C}0" "$S ${S}0" "$R ${R}a" "$R ${R}b"; do set -- $l; ip -n "$1" link set "$2" up; done
  if ! id "$LABUSER" >/dev/null 2>&1; then
    # '*': no password and not locked (sshd without PAM refuses a locked account even with a key)
    useradd -m -s /bin/sh -p '*' "$LABUSER" && touch "$D/created-user"
  fi
  H=$(getent passwd "$LABUSER" | cut -d: -f6)
  [ -f "$D/hostkey" ] || ssh-keygen -q -t ed25519 -N '' -f "$D/hostkey"
  [ -f "$D/client_key" ] || ssh-keygen -q -t ed25519 -N '' -f "$D/client_key"
  install -d -m 700 -o "$LABUSER" -g "$LABUSER" "$H/.ssh"
  install -m 600 -o "$LABUSER" -g "$LABUSER" "$D/client_key.pub" "$H/.ssh/authorized_keys"
  cat > "$D/sshd_config" <<CFG
Port 22
ListenAddress $SERVER_IP
HostKey $D/hostkey
PidFile $D/sshd.pid
AuthenticationMethods publickey
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
AllowUsers $LABUSER
Subsystem sftp internal-sftp
CFG
  /usr/sbin/sshd -t -f "$D/sshd_config" || exit 1
  echo "$SERVER_IP $(cut -d' ' -f1,2 "$D/hostkey.pub")" > "$D/known_hosts"
  cat > "$D/ssh_config" <<CFG
Host lab
  HostName $SERVER_IP
  User $LABUSER
  IdentityFile $D/client_key
  IdentitiesOnly yes
  UserKnownHostsFile $D/known_hosts
  StrictHostKeyChecking yes
  BatchMode yes
CFG
  cat > "$D/lab.env" <<ENV
WANLAB_CLIENT_NS=$C
WANLAB_SERVER_NS=$S
WANLAB_TARGET=$LABUSER@$SERVER_IP:22
WANLAB_USER=$LABUSER
WANLAB_HOME=$H
WANLAB_KEY=$D/client_key
WANLAB_KNOWN_HOSTS=$D/known_hosts
WANLAB_SSH_CONFIG=$D/ssh_config
ENV
  start_sshd || exit 1
  start_relay "$OW" "$RATE" "$LOSS" || exit 1
  echo "wan lab $NAME up: TCP connect $(connect_ms) ms (one RTT)," \
    "$RATE Mbit/s, loss $LOSS %; try: ip netns exec $C ssh -F $D/ssh_config lab hostname"
  ;;
link)
  [ -n "${4:-}" ] && [ -n "${5:-}" ] || usage
  start_relay "$4" "$5" "${6:-0}" || exit 1
  ;;
cut) kill -USR1 "$(cat "$D/wanrelay.pid")" ;;
restore) kill -USR2 "$(cat "$D/wanrelay.pid")" ;;
kill-sessions)
  # Every process of the server namespace but the listener: each connection's privileged and
  # unprivileged sshd and what runs under them (killing only the listener's children leaves the
  # unprivileged half serving). The listener keeps accepting new connections.
  listener=$(cat "$D/sshd.pid")
  for p in $(ip netns pids "$S"); do [ "$p" = "$listener" ] || kill -9 "$p" 2>/dev/null; done
  true
  ;;
down)
  stop_relay
  for n in "$C" "$S" "$R"; do for p in $(ip netns pids "$n" 2>/dev/null); do kill -9 "$p" 2>/dev/null; done; done
  for n in "$C" "$S" "$R"; do
    for i in $(seq 50); do [ -z "$(ip netns pids "$n" 2>/dev/null)" ] && break; sleep 0.1; done
    ip netns del "$n" 2>/dev/null
  done
  if [ -f "$D/created-user" ]; then
    for i in $(seq 50); do pgrep -u "$LABUSER" >/dev/null || break; sleep 0.1; done
    # userdel -r takes the home, not what the user's processes left in /tmp (a JVM's hsperfdata_USER).
    find /tmp /var/tmp -maxdepth 1 -user "$LABUSER" -exec rm -rf {} + 2>/dev/null
    userdel -f -r "$LABUSER" 2>/dev/null || echo "warning: could not remove user $LABUSER" >&2
    rm -f "$D/created-user"
  fi
  rm -f "$D/sshd.pid" "$D/lab.env"
  ;;
*) usage ;;
esac
