package mftwb.remote.sampling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/** Inputs reproduce AIX vmstat -w layouts from IBM's AIX vmstat documentation (see samplers/SOURCES.md). */
class AixVmstatParserTest {
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-22T10:00:00Z"), ZoneOffset.UTC);

    private static List<HostSample> parse(String resource) throws Exception {
        SampleParser parser = new AixVmstatSampler(List.of("java"), CLOCK).newParser("aixqm01");
        List<HostSample> samples = new ArrayList<>();
        for (String line : Fixtures.lines(resource)) {
            parser.parse(line).ifPresent(samples::add);
        }
        return samples;
    }

    @Test
    void sharedLparGivesPhysicalProcessorsAndEntitlementAndSkipsSinceBootLines() throws Exception {
        List<HostSample> samples = parse("aix-vmstat-w-shared-lpar.txt");
        // 4 + 2 data lines, the first after each header averages since boot.
        assertEquals(4, samples.size());
        HostSample busy = samples.get(0);
        assertEquals(41, busy.userPercent());
        assertEquals(9, busy.systemPercent());
        assertEquals(1, busy.iowaitPercent());
        assertEquals(50, busy.totalPercent());
        assertEquals(0.53, busy.physicalProcessors().getAsDouble());
        assertEquals(52.7, busy.entitlementPercent().getAsDouble());
        assertEquals(24, samples.get(2).iowaitPercent());
        assertEquals(69.3, samples.get(3).entitlementPercent().getAsDouble());
        assertEquals(CLOCK.instant(), busy.time());
    }

    @Test
    void dedicatedLparHasNoPcOrEc() throws Exception {
        List<HostSample> samples = parse("aix-vmstat-w-dedicated.txt");
        assertEquals(1, samples.size());
        assertEquals(30, samples.get(0).totalPercent());
        assertFalse(samples.get(0).physicalProcessors().isPresent());
        assertFalse(samples.get(0).entitlementPercent().isPresent());
    }

    @Test
    void shortOrNonNumericLinesAreMalformed() throws Exception {
        SampleParser parser = new AixVmstatSampler(List.of("java"), CLOCK).newParser("aixqm01");
        assertThrows(MalformedLineException.class, () -> parser.parse("  1   0  411 3 0"));
        parser.parse("  r   b        avm        fre    re    pi    po    fr     sr    cy    in     sy    cs us sy id wa");
        parser.parse("  0   0     811922    1038110     0     0     0     0      0     0     9    411   230  1  1 98  0");
        assertThrows(MalformedLineException.class, () -> parser.parse("  0   0     811922"));
        assertThrows(MalformedLineException.class,
                () -> parser.parse("  0   0     811922    1038110     0     0     0     0      0     0     9    411   230  x  1 98  0"));
    }

    @Test
    void psBlocksGiveProcessCpuFromCumulativeTimeOnTheNextVmstatLine() throws Exception {
        Instant[] now = { Instant.parse("2026-11-22T10:00:00Z") };
        Clock ticking = new Clock() {
            public Instant instant() {
                return now[0];
            }

            public java.time.ZoneId getZone() {
                return ZoneOffset.UTC;
            }

            public Clock withZone(java.time.ZoneId zone) {
                return this;
            }
        };
        SampleParser parser = new AixVmstatSampler(List.of("java"), ticking).newParser("aixqm01");
        parser.parse("  r   b        avm        fre    re    pi    po    fr     sr    cy    in     sy    cs us sy id wa    pc    ec");
        parser.parse("  1   0    1216528    2374016     0     0     0     0      0     0    31   1203   644  3  2 95  0  0.06   5.9");
        for (String line : List.of("PS", "P 9437310 01:02:03 java", "P 5046430 00:00:10 amqzlaa0", "PE")) {
            parser.parse(line);
        }
        now[0] = now[0].plusSeconds(10);
        for (String line : List.of("PS", "P 9437310 01:02:08 java", "P 5046430 00:00:11 amqzlaa0", "P 77 1-00:00:00 java", "PE")) {
            parser.parse(line);
        }
        HostSample sample = parser.parse(
                "  2   0    1216661    2373883     0     0     0     0      0     0    52  30512  1420 41  9 49  1  0.53  52.7")
                .orElseThrow();
        assertEquals(List.of(new ProcessSample(5046430, "amqzlaa0", 10.0), new ProcessSample(9437310, "java", 50.0)),
                sample.processes());
        assertEquals(86400, AixProcessTable.seconds("1-00:00:00"));
        assertThrows(MalformedLineException.class, () -> parser.parse("P 12 x"));
    }
}
