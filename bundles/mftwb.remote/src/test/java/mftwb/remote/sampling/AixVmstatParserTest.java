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
        SampleParser parser = new AixVmstatSampler(CLOCK).newParser("aixqm01");
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
        SampleParser parser = new AixVmstatSampler(CLOCK).newParser("aixqm01");
        assertThrows(MalformedLineException.class, () -> parser.parse("  1   0  411 3 0"));
        parser.parse("  r   b        avm        fre    re    pi    po    fr     sr    cy    in     sy    cs us sy id wa");
        parser.parse("  0   0     811922    1038110     0     0     0     0      0     0     9    411   230  1  1 98  0");
        assertThrows(MalformedLineException.class, () -> parser.parse("  0   0     811922"));
        assertThrows(MalformedLineException.class,
                () -> parser.parse("  0   0     811922    1038110     0     0     0     0      0     0     9    411   230  x  1 98  0"));
    }
}
