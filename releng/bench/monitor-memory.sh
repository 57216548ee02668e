#!/usr/bin/env bash
# Live Monitor memory for a 24 h x 8 host session and the cost of redrawing the whole day.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
CLASSES="$ROOT/bundles/mftwb.monitor/target/classes"
JAVA_HOME=${JAVA_HOME:-$(ls -d /usr/lib/jvm/temurin-2[1-9]* /usr/lib/jvm/*-2[1-9]-* 2>/dev/null | head -1)}
[ -d "$CLASSES/mftwb" ] || (cd "$ROOT" && ./mvnw -B -q -o verify -DskipTests -pl bundles/mftwb.monitor -am)
"$JAVA_HOME/bin/java" -Xmx2g -cp "$CLASSES" "$ROOT/releng/bench/MonitorMemory.java"
