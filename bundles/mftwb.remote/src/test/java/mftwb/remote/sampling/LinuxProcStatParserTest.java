package mftwb.remote.sampling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

class LinuxProcStatParserTest {

    /** Feeds every line; collects samples and malformed-line messages like the monitor does. */
    private static List<HostSample> feed(List<String> lines, List<String> malformed) {
        SampleParser parser = new LinuxProcSampler(List.of()).newParser("lnxagent01");
        List<HostSample> samples = new ArrayList<>();
        for (String line : lines) {
            try {
                parser.parse(line).ifPresent(samples::add);
            } catch (MalformedLineException e) {
                malformed.add(e.getMessage());
            }
        }
        return samples;
    }

    @Test
    void cpuPercentagesComeFromTickDeltasSplitLikeVmstat() throws Exception {
        List<String> malformed = new ArrayList<>();
        List<HostSample> samples = feed(Fixtures.lines("linux-proc-sampler.txt"), malformed);
        HostSample first = samples.get(0);
        // 200 ticks: user 50 + nice 10, system 15 + irq 3 + softirq 2, iowait 20, idle 100.
        assertEquals(30.0, first.userPercent(), 1e-9);
        assertEquals(10.0, first.systemPercent(), 1e-9);
        assertEquals(10.0, first.iowaitPercent(), 1e-9);
        assertEquals(0.0, first.stealPercent(), 1e-9);
        assertEquals(40.0, first.totalPercent(), 1e-9);
        assertEquals(Instant.ofEpochSecond(1795378435L + 1001), first.time());
        assertEquals("lnxagent01", first.host());
    }

    @Test
    void subSecondClockOffsetFromTheStartLineRefinesTheWholeSecondBootTime() throws Exception {
        List<String> lines = new ArrayList<>(Fixtures.lines("linux-proc-sampler.txt"));
        lines.add(1, "Z 1795379434.250000000 999.50");
        HostSample first = feed(lines, new ArrayList<>()).get(0);
        // origin = 1795379434.25 - 999.50 = 1795378434.75; block at uptime 1001.00.
        assertEquals(Instant.ofEpochMilli(1795379435750L), first.time());
        List<String> noNanos = new ArrayList<>(Fixtures.lines("linux-proc-sampler.txt"));
        noNanos.add(1, "Z 1795379434.N 999.50");
        assertEquals(Instant.ofEpochSecond(1795378435L + 1001), feed(noNanos, new ArrayList<>()).get(0).time());
    }

    @Test
    void processCpuIsPercentOfOneCoreAndRestartedPidsHaveNoFigure() throws Exception {
        HostSample first = feed(Fixtures.lines("linux-proc-sampler.txt"), new ArrayList<>()).get(0);
        // java: 100 ticks at 100 ticks/s in 1 s = one full core; amqzlaa0's start time changed (new process).
        assertEquals(List.of(new ProcessSample(77, "my (odd) proc", 10.0), new ProcessSample(4211, "java", 100.0)),
                first.processes());
    }

    @Test
    void aBrokenBlockIsCountedAndTheNextDeltaSpansTheGap() throws Exception {
        List<String> malformed = new ArrayList<>();
        List<HostSample> samples = feed(Fixtures.lines("linux-proc-sampler.txt"), malformed);
        assertEquals(1, malformed.size(), malformed.toString());
        assertTrue(malformed.get(0).contains("this line is noise"), malformed.get(0));
        assertEquals(2, samples.size());
        HostSample second = samples.get(1);
        // 500 ticks from uptime 1001 to 1003: user 200, system 100, steal 100, idle 100.
        assertEquals(40.0, second.userPercent(), 1e-9);
        assertEquals(20.0, second.systemPercent(), 1e-9);
        assertEquals(20.0, second.stealPercent(), 1e-9);
        assertEquals(60.0, second.totalPercent(), 1e-9);
    }

    @Test
    void garbageNeverThrowsAnythingButMalformedLine() {
        SampleParser parser = new LinuxProcSampler(List.of()).newParser("h");
        assertThrows(MalformedLineException.class, () -> parser.parse("T 12.0"));
        assertThrows(MalformedLineException.class, () -> parser.parse("H 100"));
        for (String junk : List.of("H 100 0", "T x", "cpu 1 2", "P 12 (java S", "P x (java) S", "E", "\u0000\u00ff", "")) {
            try {
                Optional<HostSample> ignored = parser.parse(junk);
                assertTrue(ignored.isEmpty(), junk);
            } catch (MalformedLineException expected) {
                assertTrue(expected.getMessage().length() > 0);
            }
        }
    }

    @Test
    void aBlockKeepsAtMostTheProcessLimitAndSaysSo() throws Exception {
        List<String> lines = new ArrayList<>(List.of("H 100 1795378435"));
        for (int block = 0; block < 2; block++) {
            lines.add("T " + (1000 + block) + ".00");
            lines.add("cpu  " + (1000 + block * 100) + " 0 500 8000 100 0 0 0 0 0");
            for (int pid = 1; pid <= 3 * LinuxProcStatParser.MAX_PROCESSES_PER_BLOCK; pid++) {
                lines.add("P " + pid + " (p" + pid + ") S 1 1 1 0 -1 4194304 100 0 0 0 " + (block * 10) + " 0 0 0 20 0 1 0 700 20480000 2500");
            }
            lines.add("E");
        }
        List<String> malformed = new ArrayList<>();
        List<HostSample> samples = feed(lines, malformed);
        assertEquals(1, samples.size());
        assertEquals(LinuxProcStatParser.MAX_PROCESSES_PER_BLOCK, samples.get(0).processes().size());
        assertEquals(2, malformed.size(), malformed.toString());
        assertTrue(malformed.get(0).contains("processes"), malformed.toString());
    }
}
