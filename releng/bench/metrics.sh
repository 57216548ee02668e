#!/usr/bin/env bash
# Prometheus in and out: what serving metrics costs (20 hosts, 1 s scrapes, side by side with no scrapes),
# and how soon a Prometheus source delivers a new point (Debian's prometheus scraping node_exporter every
# second, both started on free loopback ports in a temp folder and stopped after, by mftwb.metrics.lab.PrometheusLab).
# Usage: releng/bench/metrics.sh [SECONDS]   (default 30 per measurement)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
SECONDS_EACH=${1:-30}
JAVA_HOME=${JAVA_HOME:-$(ls -d /usr/lib/jvm/temurin-2[1-9]* /usr/lib/jvm/*-2[1-9]-* 2>/dev/null | head -1)}
M2=${M2_REPO:-$HOME/.m2/repository}
if [ ! -d "$ROOT/bundles/mftwb.metrics/target/classes/mftwb" ]; then
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

run latency "$SECONDS_EACH"
