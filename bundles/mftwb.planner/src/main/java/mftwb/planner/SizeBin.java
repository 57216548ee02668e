package mftwb.planner;

import java.util.ArrayList;
import java.util.List;

/**
 * Files whose size is at least {@code fromBytes} and below {@code toBytes}.
 *
 * @param fromBytes inclusive lower bound
 * @param toBytes   exclusive upper bound ({@link Long#MAX_VALUE} for the last class)
 * @param files     how many files fall in the class
 * @param bytes     their total size
 */
public record SizeBin(long fromBytes, long toBytes, int files, long bytes) {

    /** Class bounds by factors of 16 from 4 KB to 256 MB, then 4 GB: the range of the reports' file sizes. */
    static final long[] BOUNDS = { 0, 4096, 65536, 1048576, 16777216, 268435456, 1073741824L * 4, Long.MAX_VALUE };

    static List<SizeBin> histogram(List<Long> fileSizes) {
        int[] files = new int[BOUNDS.length - 1];
        long[] bytes = new long[BOUNDS.length - 1];
        for (long size : fileSizes) {
            int bin = 0;
            while (size >= BOUNDS[bin + 1]) {
                bin++;
            }
            files[bin]++;
            bytes[bin] += size;
        }
        List<SizeBin> bins = new ArrayList<>();
        for (int i = 0; i < files.length; i++) {
            bins.add(new SizeBin(BOUNDS[i], BOUNDS[i + 1], files[i], bytes[i]));
        }
        return bins;
    }
}
