package mftwb.planner;

import java.util.ArrayList;
import java.util.List;

/**
 * One archive to build: which files go in, and its size before compression. The advisor counts
 * these and {@link ArchiveBuilder} writes them, so the archives predicted are the archives built.
 *
 * @param entries        the files, in manifest order
 * @param containerBytes size of the archive before compression, headers and padding included
 * @param dataBytes      bytes of file data in it
 */
public record BundlePlan(List<FileManifest.Entry> entries, long containerBytes, long dataBytes) {

    public BundlePlan {
        entries = List.copyOf(entries);
    }

    /**
     * Consecutive files while the archive stays within {@code bundleBytes} before compression; a
     * file bigger than that goes alone.
     */
    public static List<BundlePlan> split(List<FileManifest.Entry> files, long bundleBytes, BundleFormat format) {
        List<BundlePlan> bundles = new ArrayList<>();
        List<FileManifest.Entry> current = new ArrayList<>();
        long container = format.emptyBytes();
        long data = 0;
        for (FileManifest.Entry file : files) {
            long entryBytes = format.entryBytes(BundleFormat.nameBytes(file.relativePath()), file.sizeBytes());
            if (!current.isEmpty() && container + entryBytes > bundleBytes) {
                bundles.add(new BundlePlan(current, container, data));
                current = new ArrayList<>();
                container = format.emptyBytes();
                data = 0;
            }
            current.add(file);
            container += entryBytes;
            data += file.sizeBytes();
        }
        if (!current.isEmpty()) {
            bundles.add(new BundlePlan(current, container, data));
        }
        return bundles;
    }
}
