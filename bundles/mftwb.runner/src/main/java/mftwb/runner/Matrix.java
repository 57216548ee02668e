package mftwb.runner;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;

import mftwb.model.Checksum;
import mftwb.model.TransferMode;

/**
 * The values a campaign sweeps. A run's file count is {@code fileCount} when given, else
 * {@code totalBytes / fileSize} (at least one file): the reports keep the volume fixed per run.
 */
public record Matrix(List<Long> fileSizes, OptionalLong totalBytes, OptionalInt fileCount, List<Integer> transfers,
        List<Integer> chunkSizes, List<Integer> windows, List<Checksum> checksums, List<TransferMode> modes) {

    private static final long MIB = 1024 * 1024;

    public Matrix {
        fileSizes = List.copyOf(fileSizes);
        transfers = List.copyOf(transfers);
        chunkSizes = List.copyOf(chunkSizes);
        windows = List.copyOf(windows);
        checksums = List.copyOf(checksums);
        modes = List.copyOf(modes);
        if (totalBytes.isPresent() == fileCount.isPresent()) {
            throw new IllegalArgumentException("give exactly one of totalBytes and fileCount");
        }
        requirePositive("fileSizes", fileSizes.stream().mapToLong(Long::longValue).toArray());
        requirePositive("transfers", transfers.stream().mapToLong(Integer::longValue).toArray());
        requirePositive("chunkSizes", chunkSizes.stream().mapToLong(Integer::longValue).toArray());
        requirePositive("windows", windows.stream().mapToLong(Integer::longValue).toArray());
        if (checksums.isEmpty() || modes.isEmpty()) {
            throw new IllegalArgumentException("checksums and modes need at least one value each");
        }
        if (totalBytes.isPresent() && totalBytes.getAsLong() < 1 || fileCount.isPresent() && fileCount.getAsInt() < 1) {
            throw new IllegalArgumentException("totalBytes and fileCount must be at least 1");
        }
    }

    private static void requirePositive(String name, long[] values) {
        if (values.length == 0) {
            throw new IllegalArgumentException(name + " needs at least one value");
        }
        for (long v : values) {
            if (v < 1) {
                throw new IllegalArgumentException(name + " values must be at least 1, not " + v);
            }
        }
    }

    /**
     * The LAN report's matrix: 1, 10 and 100 MiB files, 1 GiB per run, a single transfer vs 10
     * concurrent, agentChunkSize 64K to 512K, window 10 (the agent default), MD5 off and on, binary.
     */
    public static Matrix lanReport() {
        return new Matrix(List.of(MIB, 10 * MIB, 100 * MIB), OptionalLong.of(1024 * MIB), OptionalInt.empty(),
                List.of(1, 10), List.of(65536, 131072, 262144, 524288), List.of(10), List.of(Checksum.NONE, Checksum.MD5),
                List.of(TransferMode.BINARY));
    }

    public int fileCountFor(long fileSize) {
        if (fileCount.isPresent()) {
            return fileCount.getAsInt();
        }
        return (int) Math.max(1, Math.min(Integer.MAX_VALUE, totalBytes.getAsLong() / fileSize));
    }

    /**
     * Every combination, file size outermost (so one generated file set serves many runs), then
     * checksum, mode, transfers, window and chunk size innermost, as the reports' tables read.
     */
    public List<RunSpec> cells() {
        List<RunSpec> cells = new ArrayList<>();
        for (long size : fileSizes) {
            for (Checksum checksum : checksums) {
                for (TransferMode mode : modes) {
                    for (int n : transfers) {
                        for (int window : windows) {
                            for (int chunk : chunkSizes) {
                                cells.add(new RunSpec(size, fileCountFor(size), n, chunk, window, checksum, mode));
                            }
                        }
                    }
                }
            }
        }
        return cells;
    }
}
