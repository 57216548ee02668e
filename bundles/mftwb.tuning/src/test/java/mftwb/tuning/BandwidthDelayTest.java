package mftwb.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class BandwidthDelayTest {

    @Test
    void bdpIsBandwidthTimesRoundTrip() {
        // 100 Mbit/s = 12.5 MB/s; x 0.040 s = 500000 bytes
        assertEquals(500_000, BandwidthDelay.bdpBytes(40, 100));
        // 1 Gbit/s LAN at 0.2 ms: 25000 bytes
        assertEquals(25_000, BandwidthDelay.bdpBytes(0.2, 1000));
        assertEquals(0, BandwidthDelay.bdpBytes(0, 1000));
    }

    @Test
    void negativeFiguresAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> BandwidthDelay.bdpBytes(-1, 100));
        assertThrows(IllegalArgumentException.class, () -> BandwidthDelay.bdpBytes(10, Double.NaN));
    }

    @Test
    void buffersRoundUpToAPowerOfTwoWithinFloorAndCeiling() {
        assertEquals(64 * 1024, BandwidthDelay.bufferBytes(25_000), "floor above MQ's 32 KiB default");
        assertEquals(1024 * 1024, BandwidthDelay.bufferBytes(500_000), "twice the bytes in flight, rounded up");
        assertEquals(1024 * 1024, BandwidthDelay.bufferBytes(512 * 1024), "twice an exact power of two");
        assertEquals(2048 * 1024, BandwidthDelay.bufferBytes(512 * 1024 + 1));
        assertEquals(16L * 1024 * 1024, BandwidthDelay.bufferBytes(1L << 30), "ceiling");
    }

    @Test
    void aBatchBoundsTheBytesInFlight() {
        // 50 messages of 10 KiB = 512000 bytes, far below BATCHLIM 5000 KB
        assertEquals(512_000, BandwidthDelay.batchBytes(10 * 1024, 50, 5000 * 1024));
        // 256 KiB chunks: BATCHLIM ends the batch after the message that passes it
        assertEquals(5000 * 1024 + 262144, BandwidthDelay.batchBytes(262144, 50, 5000 * 1024));
        // a fast long link holds more than a batch: the batch decides
        assertEquals(512_000, BandwidthDelay.unacknowledgedBytes(40, 10_000, 10 * 1024));
        // a slow link holds less than a batch: the BDP decides
        assertEquals(50_000, BandwidthDelay.unacknowledgedBytes(40, 10, 10 * 1024));
    }

    @Test
    void federalReserveCaseGetsAtLeast256KiBOnBothSides() {
        // 2400 km, 40 ms RTT, 10 KB messages; the talk does not state the bandwidth
        long unknownBandwidth = BandwidthDelay.channelBufferBytes(40, 0, 10 * 1024);
        long hundredMegabit = BandwidthDelay.channelBufferBytes(40, 100, 10 * 1024);
        long gigabit = BandwidthDelay.channelBufferBytes(40, 1000, 10 * 1024);
        for (long buffer : new long[] { unknownBandwidth, hundredMegabit, gigabit }) {
            assertTrue(buffer >= 256 * 1024, "buffer " + buffer + " below the 262144 that fixed the case");
        }
        assertEquals(1024 * 1024, gigabit);
    }

    @Test
    void federalReserveCaseInTheGeneratedQmIniOfSenderAndReceiver() {
        var topology = TopologyFixtures.twoDataCentres(40, 1000, 10 * 1024);
        var bundle = new ConfigurationGenerator().generate(topology);
        for (String qm : new String[] { "FEDA", "FEDB" }) {
            String ini = bundle.hosts().stream().flatMap(h -> h.files().stream()).filter(f -> f.path().equals(qm + "/qm.ini")).findFirst().orElseThrow().text();
            long snd = TopologyFixtures.iniValue(ini, "SndBuffSize");
            long rcv = TopologyFixtures.iniValue(ini, "RcvRcvBuffSize");
            assertTrue(snd >= 262144 && rcv >= 262144, qm + ": SndBuffSize " + snd + ", RcvRcvBuffSize " + rcv);
        }
    }

    @Test
    void recommendedTuningCarriesTheFederalReserveBuffersIntoTheModel() {
        var topology = TopologyFixtures.twoDataCentres(40, 1000, 10 * 1024);
        var tuning = QueueManagerSizing.of(topology, topology.queueManagerNamed("FEDB").orElseThrow()).recommendedTuning();
        assertEquals(1024 * 1024, tuning.sndBuffSizeBytes());
        assertEquals(1024 * 1024, tuning.rcvRcvBuffSizeBytes());
        assertEquals(16384, tuning.logFilePages());
        assertTrue(tuning.defaultPQBufferBytes() >= 10 * 1024 * 50 * 10, "holds 10 transfers of chunk x window x frame");
    }

    @Test
    void inFlightIsChunkTimesWindowTimesFrameTimesTransfers() {
        assertEquals(262144L * 10 * 5, InFlight.bytesPerTransfer(262144, 10, 5), "12.5 MiB by default");
        assertEquals(262144L * 10 * 5 * 10, InFlight.bytesPerQueueManager(262144, 10, 5, 10));
        assertEquals(13 * Bytes.MIB, InFlight.queueBufferBytes(262144L * 10 * 5), "rounded up to whole MiB");
        assertEquals(Bytes.MIB, InFlight.queueBufferBytes(0), "DOMAIN's 1 MiB as the floor");
        assertEquals(100 * Bytes.MIB, InFlight.queueBufferBytes(1L << 32), "ceiling");
    }

    @Test
    void logHoldsTwiceTheDataInFlight() {
        assertEquals(16, LogSizing.primaryFiles(12_500_000), "the reports' -lp 16 as the floor");
        // 25 transfers of 4 MiB x 10 x 5 = 5000 MiB in flight; x2 / 64 MiB = 157 files
        assertEquals(157, LogSizing.primaryFiles(25L * 4 * Bytes.MIB * 50));
        assertEquals(LogSizing.MAX_PRIMARY_FILES, LogSizing.primaryFiles(Long.MAX_VALUE / 4));
    }

    @Test
    void heapGrowsWithConcurrencyAndTheDataInFlight() {
        assertEquals(1024 * Bytes.MIB, JvmHeap.heapBytes(1, InFlight.bytesPerTransfer(262144, 10, 5)), "at least 1 GiB");
        // 50 transfers x 12.5 MiB x 2 = 1250 MiB + 512 MiB base = 1762 MiB -> 1792 MiB
        assertEquals(1792 * Bytes.MIB, JvmHeap.heapBytes(50, InFlight.bytesPerTransfer(262144, 10, 5)));
        // 50 transfers x 1 MiB x 10 x 5 x 2 = 5000 MiB + 512 MiB base = 5512 MiB -> 5632 MiB
        assertEquals(5632 * Bytes.MIB, JvmHeap.heapBytes(50, InFlight.bytesPerTransfer(Bytes.MIB, 10, 5)));
        assertEquals("-Xmx1792M -Xms1792M", JvmHeap.options(1792 * Bytes.MIB));
    }
}
