package mftwb.remote.sampling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NmonImportTest {
    private final NmonImport nmon = new NmonImport(ZoneOffset.UTC);

    @Test
    void aixRecordingGivesCpuAllWithPhysicalCpusAndTopProcesses() throws Exception {
        List<HostSample> samples = nmon.read(Fixtures.path("aix-topas-nmon.nmon"));
        assertEquals(3, samples.size());
        HostSample second = samples.get(1);
        assertEquals("aixqm01", second.host());
        assertEquals(Instant.parse("2026-11-22T10:15:10Z"), second.time());
        assertEquals(38.7, second.userPercent());
        assertEquals(9.9, second.systemPercent());
        assertEquals(1.1, second.iowaitPercent());
        assertEquals(48.6, second.totalPercent(), 1e-9);
        assertEquals(0.51, second.physicalProcessors().getAsDouble());
        assertEquals(List.of(new ProcessSample(9437310, "java", 71.6), new ProcessSample(5046430, "amqzlaa0", 18.2),
                new ProcessSample(7143652, "amqrmppa", 6.3)), second.processes());
    }

    @Test
    void linuxRecordingKeepsStealAndProcessesAboveOneCore() throws Exception {
        List<HostSample> samples = nmon.read(Fixtures.path("linux-nmon.nmon"));
        assertEquals(2, samples.size());
        assertEquals(1.0, samples.get(0).stealPercent());
        assertEquals(101.2, samples.get(1).processes().get(0).cpuPercentOfCore());
        assertEquals("lnxagent02", samples.get(1).host());
    }

    /** Reads {@code content} as file {@code name} and returns the format error it must cause. */
    private String formatError(Path dir, String name, String content) throws Exception {
        Path file = Files.writeString(dir.resolve(name), content);
        return assertThrows(NmonImport.NmonFormatException.class, () -> nmon.read(file)).getMessage();
    }

    @Test
    void badNumberIsReportedWithFileAndLine(@TempDir Path dir) throws Exception {
        String message = formatError(dir, "bad.nmon", "AAA,host,h\nCPU_ALL,CPU Total h,User%,Sys%,Wait%,Idle%\nZZZZ,T0001,10:00:00,22-NOV-2026\n"
                + "CPU_ALL,T0001,1.0,abc,0,99\n");
        assertTrue(message.contains("bad.nmon:4:") && message.contains("Sys%"), message);
    }

    @Test
    void bareCpuAllLineIsAFormatErrorWithItsLine(@TempDir Path dir) throws Exception {
        String message = formatError(dir, "bare.nmon", "AAA,host,h\nCPU_ALL\n");
        assertTrue(message.contains("bare.nmon:2:"), message);
    }

    @Test
    void shortTopRowIsAFormatErrorWithItsLine(@TempDir Path dir) throws Exception {
        // columns are found by name, so a recording may put Command before %CPU; this row stops after Command
        String message = formatError(dir, "short.nmon", "AAA,host,h\nTOP,+PID,Time,Command,%CPU,%Usr,%Sys\n"
                + "ZZZZ,T0001,10:00:00,22-NOV-2026\nTOP,4211,T0001,java\n");
        assertTrue(message.contains("short.nmon:4:"), message);
    }
}
