#!/usr/bin/env bash
# Prometheus in and out: what serving metrics costs (20 hosts, 1 s scrapes, side by side with no scrapes),
# and how soon a Prometheus source delivers a new point (Debian's prometheus scraping node_exporter every
# second, both started here on free loopback ports in a temp folder and stopped after).
# Usage: releng/bench/metrics.sh [SECONDS]   (default 30 per measurement)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
SECONDS_EACH=${1:-30}
JAVA_HOME=${JAVA_HOME:-$(ls -d /usr/lib/jvm/temurin-2[1-9]* /usr/lib/jvm/*-2[1-9]-* 2>/dev/null | head -1)}
M2=${M2_REPO:-$HOME/.m2/repository}
[ -d "$ROOT/bundles/mftwb.metrics/target/classes/mftwb" ] || die_build=1
if [ "${die_build:-0}" = 1 ]; then
    echo "build first: ./mvnw -B -o verify -DskipTests" >&2; exit 2
fi
CP=""
for b in metrics monitor remote runner mq; do CP="$CP:$ROOT/bundles/mftwb.$b/target/classes"; done
for j in "$M2"/io/prometheus/prometheus-metrics-{core,model,config,exposition-textformats,exporter-common,exporter-httpserver,tracer-common,tracer-initializer,tracer-otel,tracer-otel-agent}/1.4.3/*-1.4.3.jar \
         "$M2"/com/fasterxml/jackson/core/jackson-{core,databind,annotations}/2.22*/*.jar; do
    CP="$CP:$j"
done
run() { "$JAVA_HOME/bin/java" -Xmx512m -cp "$CP" "$ROOT/releng/bench/MetricsBench.java" "$@"; }

run cost "$SECONDS_EACH"

WORK=$(mktemp -d /tmp/mftwb-bench-prometheus.XXXXXX)
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; wait 2>/dev/null || true; rm -rf "$WORK"; }
trap cleanup EXIT
free_port() { "$JAVA_HOME/bin/jshell" -R-Xmx64m -q - <<<'try (var s = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) { System.out.println(s.getLocalPort()); } /exit' 2>/dev/null | tr -dc '0-9'; }
NODE=$(free_port); PROM=$(free_port)
prometheus-node-exporter --web.listen-address=127.0.0.1:$NODE --collector.disable-defaults --collector.cpu >"$WORK/node.log" 2>&1 &
pids+=($!)
cat >"$WORK/prometheus.yml" <<YML
global: { scrape_interval: 1s, scrape_timeout: 900ms }
scrape_configs:
  - job_name: node
    static_configs: [ { targets: ['127.0.0.1:$NODE'] } ]
YML
prometheus --config.file="$WORK/prometheus.yml" --storage.tsdb.path="$WORK/data" --web.listen-address=127.0.0.1:$PROM >"$WORK/prometheus.log" 2>&1 &
pids+=($!)
sleep 6   # ready, and node_exporter scraped a few times so rate() has values
run latency "http://127.0.0.1:$PROM" "127.0.0.1:$NODE" "$SECONDS_EACH"
