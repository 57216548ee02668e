package mftwb.planner;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ByteSizeTest {
    @Test
    void sizesReadInBinaryUnitsWithOneDecimal() {
        assertEquals("999 B", ByteSize.format(999));
        assertEquals("1.5 KiB", ByteSize.format(1536));
        assertEquals("64.0 MiB", ByteSize.format(64L << 20));
    }

    @Test
    void compactDropsTheDecimalOfWholeUnits() {
        assertEquals("4 KiB", ByteSize.compact(4096));
        assertEquals("256 MiB", ByteSize.compact(256L << 20));
        assertEquals("0 B", ByteSize.compact(0));
        assertEquals("1.5 KiB", ByteSize.compact(1536));
        assertEquals("1000 B", ByteSize.compact(1000));
    }
}
