package mftwb.planner;

import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * The archive formats the advisor sizes and {@link ArchiveBuilder} writes, with the exact bytes
 * each adds around the files as Commons Compress writes them (whole-second times, UTF-8 names).
 */
public enum BundleFormat {
    TAR("tar", ".tar"),
    TAR_GZ("tar.gz", ".tar.gz"),
    ZIP("zip", ".zip");

    /** tar: a 512-byte header per entry, data padded to 512-byte blocks, two zero blocks at the end. */
    static final int TAR_BLOCK = 512;
    /** tar's name field; a longer UTF-8 name goes into a PAX extended header of its own. */
    private static final int TAR_NAME_FIELD = 100;
    /** Largest size tar's 11 octal digits hold; beyond it the size goes into a PAX header too. */
    private static final long TAR_LARGEST_OCTAL_SIZE = 077777777777L;
    /** gzip's 10-byte header (no file name) and its 8-byte CRC and length trailer. */
    private static final int GZIP_FRAME = 18;
    /** zip: local file header 30 + central directory header 46 bytes, each followed by the name. */
    private static final int ZIP_HEADERS = 30 + 46;
    /** zip's end of central directory record. Zip64 fields (entries of 4 GiB or more) are left out. */
    private static final int ZIP_END = 22;

    private final String label;
    private final String extension;

    BundleFormat(String label, String extension) {
        this.label = label;
        this.extension = extension;
    }

    /** The name users and the command line give the format: tar, tar.gz or zip. */
    public String label() {
        return label;
    }

    /** File name ending, with its dot. */
    public String extension() {
        return extension;
    }

    /** True when the data is deflated, so what is sent depends on how well the files compress. */
    public boolean compressed() {
        return this != TAR;
    }

    /** @throws IllegalArgumentException naming the accepted values */
    public static BundleFormat fromLabel(String text) {
        for (BundleFormat format : values()) {
            if (format.label.equals(text.toLowerCase(Locale.ROOT))) {
                return format;
            }
        }
        throw new IllegalArgumentException("unknown archive format '" + text + "' (use tar, tar.gz or zip)");
    }

    /** Bytes one file takes in the archive before compression: headers, its data and padding. */
    public long entryBytes(int nameBytes, long sizeBytes) {
        if (this == ZIP) {
            return ZIP_HEADERS + 2L * nameBytes + sizeBytes;
        }
        long pax = 0;
        if (nameBytes >= TAR_NAME_FIELD) {
            pax += paxRecordBytes("path", nameBytes);
        }
        if (sizeBytes > TAR_LARGEST_OCTAL_SIZE) {
            pax += paxRecordBytes("size", Long.toString(sizeBytes).length());
        }
        long paxEntry = pax == 0 ? 0 : TAR_BLOCK + padded(pax);
        return paxEntry + TAR_BLOCK + padded(sizeBytes);
    }

    /** Bytes of an archive that holds no file, before compression. */
    public long emptyBytes() {
        return this == ZIP ? ZIP_END : 2L * TAR_BLOCK;
    }

    /**
     * Bytes sent for {@code archives} archives that hold {@code containerBytes} before compression,
     * {@code dataBytes} of them file data, when deflating keeps {@code compressedShare} (see
     * {@link Compressibility}): tar.gz deflates the whole tar stream, zip each file's data alone.
     */
    public long sentBytes(int archives, long containerBytes, long dataBytes, double compressedShare) {
        return switch (this) {
            case TAR -> containerBytes;
            case TAR_GZ -> (long) archives * GZIP_FRAME + Math.round(compressedShare * containerBytes);
            case ZIP -> containerBytes - dataBytes + Math.round(compressedShare * dataBytes);
        };
    }

    /** Bytes of a name as archives store it. */
    public static int nameBytes(String name) {
        return name.getBytes(StandardCharsets.UTF_8).length;
    }

    private static long padded(long bytes) {
        return (bytes + TAR_BLOCK - 1) / TAR_BLOCK * TAR_BLOCK;
    }

    /** A PAX record is "LEN key=value\n", where LEN counts its own digits too. */
    private static long paxRecordBytes(String key, long valueBytes) {
        long rest = 1 + key.length() + 1 + valueBytes + 1;
        long length = rest + 1;
        while (Long.toString(length).length() + rest != length) {
            length++;
        }
        return length;
    }
}
