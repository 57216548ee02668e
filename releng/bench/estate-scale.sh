#!/usr/bin/env bash
# estate-scale.sh - issue 19's designer targets on the real canvas in an SWT window, with the
# 300-agent sample estate and a generated 1,000-agent one: open + lay out (< 1 s), repaint while
# panning (< 16 ms), validate + Problems after an edit (< 200 ms). Prints medians of 7 runs (pan:
# 119 frames, with the 95th percentile) and each step's cold first run.
#   releng/bench/estate-scale.sh [INVENTORY.csv]   (default samples/estate/estate-300-agents.csv)
# Needs DISPLAY (starts its own Xvfb when missing) and the bundles compiled (it runs
# ./mvnw -o compile for them when their classes are missing).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
CSV=${1:-$ROOT/samples/estate/estate-300-agents.csv}
JAVA_HOME=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}
[ -x "$JAVA_HOME/bin/javac" ] || { echo "need a JDK >= 21 in JAVA_HOME" >&2; exit 2; }
M2=${MAVEN_REPO:-$HOME/.m2/repository}
if [ -z "${DISPLAY:-}" ]; then
    Xvfb :78 -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 & xvfb=$!
    trap 'kill $xvfb' EXIT
    export DISPLAY=:78; sleep 1
fi
CP=$M2/org/eclipse/platform/org.eclipse.swt.gtk.linux.x86_64/3.135.0/org.eclipse.swt.gtk.linux.x86_64-3.135.0.jar
for jar in org/eclipse/elk/org.eclipse.elk.core/0.10.0/org.eclipse.elk.core-0.10.0.jar \
    org/eclipse/elk/org.eclipse.elk.graph/0.10.0/org.eclipse.elk.graph-0.10.0.jar \
    org/eclipse/elk/org.eclipse.elk.alg.common/0.10.0/org.eclipse.elk.alg.common-0.10.0.jar \
    org/eclipse/elk/org.eclipse.elk.alg.layered/0.10.0/org.eclipse.elk.alg.layered-0.10.0.jar \
    org/eclipse/emf/org.eclipse.emf.common/2.46.0/org.eclipse.emf.common-2.46.0.jar \
    org/eclipse/emf/org.eclipse.emf.ecore/2.43.0/org.eclipse.emf.ecore-2.43.0.jar \
    org/eclipse/emf/org.eclipse.emf.ecore.xmi/2.41.0/org.eclipse.emf.ecore.xmi-2.41.0.jar \
    org/eclipse/xtext/org.eclipse.xtext.xbase.lib/2.44.0/org.eclipse.xtext.xbase.lib-2.44.0.jar \
    com/google/guava/guava/33.6.0-jre/guava-33.6.0-jre.jar \
    com/google/guava/failureaccess/1.0.3/failureaccess-1.0.3.jar; do
    [ -f "$M2/$jar" ] || { echo "missing $M2/$jar: build once with ./mvnw verify" >&2; exit 2; }
    CP=$CP:$M2/$jar
done
CP=$CP:$(ls "$M2"/com/fasterxml/jackson/core/jackson-core/2.22.*/jackson-core-2.22.*.jar | grep -v sources | head -1)
CLASSES=$(mktemp -d); trap 'rm -rf "$CLASSES"; [ -n "${xvfb:-}" ] && kill $xvfb' EXIT
# Only what the benchmark reaches is compiled: model, layout, the estate importer, the designer's
# canvas, painter and diagram, the Problems rows (no workbench, no OSGi).
B=$ROOT/bundles
"$JAVA_HOME/bin/javac" -nowarn -d "$CLASSES" -cp "$CP" \
    -sourcepath "$B/mftwb.model/src/main/java:$B/mftwb.layout/src/main/java:$B/mftwb.estate/src/main/java:$B/mftwb.ui/src/main/java" \
    "$ROOT/releng/bench/EstateScaleBench.java"
exec "$JAVA_HOME/bin/java" -cp "$CLASSES:$CP" EstateScaleBench "$CSV"
