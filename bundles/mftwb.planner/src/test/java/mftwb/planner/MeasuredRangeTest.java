package mftwb.planner;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where a prediction goes beyond the runs that calibrated its environment. */
class MeasuredRangeTest {
    private static final long MIB = 1024 * 1024;

    @TempDir
    Path folder;

    @Test
    void everyMeasuredRunIsWithinTheRunsItWasCalibratedOn() {
        List<Measurement> measured = CalibrationData.measurements(folder);
        CalibratedModel model = Planner.calibrate(measured);
        for (Measurement m : measured) {
            assertEquals(List.of(), model.beyondMeasured(m.scenario()), m.scenario().toString());
        }
    }

    @Test
    void aRunBeyondTheMeasuredOnesNamesEachFactorWithItsMeasuredLimit() {
        List<Measurement> withoutOneMib = CalibrationData.measurements(folder).stream()
                .filter(m -> m.scenario().fileSizeBytes() != MIB).toList();
        CalibratedModel model = Planner.calibrate(withoutOneMib);
        Scenario smallFiles = new Scenario(TopologyKind.BINDINGS, 0.2, 1000, MIB, 1024, 1, 65536, 10, false, true);
        assertEquals(List.of(
                new Extrapolation("file_size_bytes<10485760", "file size 1 MiB, below the smallest measured (10 MiB)"),
                new Extrapolation("file_count>102", "files 1024, above the largest measured (102)")),
                model.beyondMeasured(smallFiles));
        Scenario binaryOverAWan = new Scenario(TopologyKind.BINDINGS, 40, 100, 10 * MIB, 102, 1, 524288, 10, false, false);
        assertEquals(List.of(
                new Extrapolation("chunk_bytes>262144", "chunk size 512 KiB, above the largest measured (256 KiB)"),
                new Extrapolation("mode=binary", "binary mode: no run of this topology measured"),
                new Extrapolation("rtt_ms>0.2", "RTT 40 ms, above the largest measured (0.2 ms)"),
                new Extrapolation("link_mbps<1000", "link 100 Mbit/s, below the smallest measured (1000 Mbit/s)")),
                model.beyondMeasured(binaryOverAWan));
    }

    @Test
    void aLimitIsNamedAsMeasuredNotRounded() {
        List<Measurement> overAWan = CalibrationData.measurements(folder).stream()
                .filter(m -> m.scenario().topology() == TopologyKind.CLIENT)
                .map(m -> new Measurement(m.table(), atRtt(m.scenario(), 12.35), m.seconds(), m.cpuPercent(), m.environment()))
                .toList();
        CalibratedModel model = Planner.calibrate(overAWan);
        assertEquals(List.of(new Extrapolation("rtt_ms>12.35", "RTT 40 ms, above the largest measured (12.35 ms)")),
                model.beyondMeasured(atRtt(overAWan.get(0).scenario(), 40)));
    }

    private static Scenario atRtt(Scenario s, double rttMillis) {
        return new Scenario(s.topology(), rttMillis, s.linkMbps(), s.fileSizeBytes(), s.fileCount(), s.transfers(),
                s.chunkBytes(), s.window(), s.md5(), s.text(), s.tcpBufferBytes(), s.frame(), s.channels());
    }

    @Test
    void aChangeAddsOnlyWhatTheScenarioAsGivenDidNotAlreadyExtrapolate() {
        CalibratedModel model = Planner.calibrate(CalibrationData.measurements(folder));
        Scenario overAWan = new Scenario(TopologyKind.CLIENT, 40, 1000, 10 * MIB, 102, 1, 262144, 10, false, true);
        Scenario smallerWindow = overAWan.withTuning(262144, 5, 1);
        assertEquals(List.of(new Extrapolation("window<10", "window 5, below the smallest measured (10)")),
                model.beyondMeasured(overAWan, smallerWindow));
        assertEquals(List.of(), model.beyondMeasured(smallerWindow, overAWan));
    }

    @Test
    void aTopologyOrHardwareNoRunWasMeasuredOnIsBeyondThemAll() {
        List<Measurement> bindingsOnly = CalibrationData.measurements(folder).stream()
                .filter(m -> m.scenario().topology() == TopologyKind.BINDINGS).toList();
        CalibratedModel model = Planner.calibrate(bindingsOnly);
        Scenario client = new Scenario(TopologyKind.CLIENT, 0.2, 1000, 10 * MIB, 102, 1, 65536, 10, false, true);
        assertEquals(List.of(new Extrapolation("topology=client", "no client run measured here")), model.beyondMeasured(client));
        assertEquals(List.of(new Extrapolation("measured=none", "no run measured on this hardware")),
                model.forEnvironment("other hardware").beyondMeasured(client));
    }
}
