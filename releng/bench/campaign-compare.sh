#!/usr/bin/env bash
# Comparing two campaigns of 500 runs each (issue 14: under 2 s), on the runner bundle's classes.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
RUNNER="$ROOT/bundles/mftwb.runner/target/classes"
MODEL="$ROOT/bundles/mftwb.model/target/classes"
JAVA_HOME=${JAVA_HOME:-$(ls -d /usr/lib/jvm/temurin-2[1-9]* /usr/lib/jvm/*-2[1-9]-* 2>/dev/null | head -1)}
[ -d "$RUNNER/mftwb/runner/stats" ] || (cd "$ROOT" && ./mvnw -B -q -o verify -DskipTests \
    -pl releng/mftwb.target,bundles/mftwb.model,bundles/mftwb.monitor,bundles/mftwb.remote,bundles/mftwb.planner,bundles/mftwb.mq,bundles/mftwb.runner)
HIPPARCHUS=$(ls "$HOME"/.m2/repository/org/hipparchus/hipparchus-{core,stat}/4.0.2/hipparchus-*-4.0.2.jar | tr '\n' ':')
"$JAVA_HOME/bin/java" -cp "$RUNNER:$MODEL:$HIPPARCHUS" "$ROOT/releng/bench/CompareBenchmark.java"
