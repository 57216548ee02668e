package mftwb.model;

import java.util.List;
import java.util.Objects;

/**
 * What the network carries, in the terms of the reports' test method.
 *
 * @param fileSizeBytes typical file size, bytes
 * @param sizeDistribution files per size; empty when every file has the typical size
 * @param filesPerTransfer files (items) in one transfer request
 * @param concurrentTransfers transfers in flight at once (the reports compare 1 and 10)
 */
public record Workload(long fileSizeBytes, List<SizeBucket> sizeDistribution, int filesPerTransfer,
        int concurrentTransfers, TransferMode mode, Checksum checksum) {

    /** The reports' LAN baseline: 1 MiB binary files, 1024 per transfer, one transfer, no checksum. */
    public static final Workload DEFAULT = new Workload(1048576, List.of(), 1024, 1, TransferMode.BINARY, Checksum.NONE);

    public Workload {
        sizeDistribution = List.copyOf(sizeDistribution);
        Objects.requireNonNull(mode, "mode");
        Objects.requireNonNull(checksum, "checksum");
    }
}
