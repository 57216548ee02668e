# Shared by planner-accuracy and planner-speed: finds a JDK >= 21 and compiles the UI-free planner
# bundle's model (plain Java, no OSGi needed) into target/bench-classes of that bundle.
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
PLANNER="$ROOT/bundles/mftwb.planner"

java_version() {
    "$1/bin/java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = //p'
}

find_jdk() {
    for candidate in ${JAVA_HOME:-} /usr/lib/jvm/*; do
        if [ -n "$candidate" ] && [ -x "$candidate/bin/javac" ]; then
            version=$(java_version "$candidate")
            if [ "${version%%.*}" -ge 21 ] 2>/dev/null; then
                echo "$candidate"
                return 0
            fi
        fi
    done
    return 1
}

JDK=$(find_jdk) || { echo "planner bench: no JDK 21 or newer found (set JAVA_HOME)" >&2; exit 2; }
CLASSES="$PLANNER/target/bench-classes"
rm -rf "$CLASSES"
mkdir -p "$CLASSES"
# Only what the benchmark entry point reaches is compiled, from the planner and the model bundle it
# shares CSV splitting with (the archive builder's Commons Compress is not needed, so no jar has to
# be found).
# Hipparchus (the planner's numerics) comes from the local Maven repository, filled by any build of the
# planner (./mftwb test, or ./mvnw -pl releng/mftwb.target,bundles/mftwb.model,bundles/mftwb.planner verify).
HIPPARCHUS=""
for module in core optim stat; do
    jar="$HOME/.m2/repository/org/hipparchus/hipparchus-$module/4.0.2/hipparchus-$module-4.0.2.jar"
    if [ ! -f "$jar" ]; then
        echo "planner bench: $jar is missing; build the planner once (./mvnw -B -pl releng/mftwb.target,bundles/mftwb.model,bundles/mftwb.planner verify -DskipTests)" >&2
        exit 2
    fi
    HIPPARCHUS="$HIPPARCHUS:$jar"
done
"$JDK/bin/javac" -nowarn -cp "${HIPPARCHUS#:}" -d "$CLASSES" -sourcepath "$PLANNER/src/main/java:$ROOT/bundles/mftwb.model/src/main/java:$ROOT/bundles/mftwb.tuning/src/main/java" \
    "$PLANNER/src/main/java/mftwb/planner/PlannerBenchmark.java"
CLASSES="$CLASSES$HIPPARCHUS"
CALIBRATION=${1:-$PLANNER/src/test/resources/calibration.csv}
