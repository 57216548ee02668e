package mftwb.mq;

import java.util.Objects;

/**
 * One {@code item} of a transfer request: a source file or directory and where it goes.
 *
 * @param recursive   for a directory source: include subdirectories
 * @param destinationType {@link DestinationType#DIRECTORY} puts the source file into that directory
 */
public record TransferItem(String source, String destination, TransferMode mode, ChecksumMethod checksum,
        SourceDisposition sourceDisposition, boolean recursive, DestinationType destinationType,
        ExistAction exist) {

    public TransferItem {
        if (source == null || source.isBlank()) {
            throw new IllegalArgumentException("source file is empty");
        }
        if (destination == null || destination.isBlank()) {
            throw new IllegalArgumentException("destination of '" + source + "' is empty");
        }
        checkXmlCharacters(source);
        checkXmlCharacters(destination);
        Objects.requireNonNull(mode, "mode");
        Objects.requireNonNull(checksum, "checksum");
        Objects.requireNonNull(sourceDisposition, "sourceDisposition");
        Objects.requireNonNull(destinationType, "destinationType");
        Objects.requireNonNull(exist, "exist");
    }

    /** XML 1.0 cannot carry control characters at all, escaped or not, so no request could name such a file. */
    private static void checkXmlCharacters(String path) {
        for (int i = 0; i < path.length(); i++) {
            char c = path.charAt(i);
            if (c < 0x20 && c != '\t') {
                throw new IllegalArgumentException("file name '" + path.replace(c, '?')
                        + "' contains control character U+" + String.format("%04X", (int) c)
                        + " at position " + (i + 1) + ", which an XML transfer request cannot carry");
            }
        }
    }

    /** File to file, source left in place, an existing destination fails the item (fteCreateTransfer defaults). */
    public static TransferItem file(String source, String destination, TransferMode mode, ChecksumMethod checksum) {
        return new TransferItem(source, destination, mode, checksum, SourceDisposition.LEAVE, false,
                DestinationType.FILE, ExistAction.ERROR);
    }

    /** As {@link #file}, into a directory that keeps the source's file name (fteCreateTransfer -dd). */
    public static TransferItem intoDirectory(String source, String directory, TransferMode mode, ChecksumMethod checksum) {
        return new TransferItem(source, directory, mode, checksum, SourceDisposition.LEAVE, false,
                DestinationType.DIRECTORY, ExistAction.ERROR);
    }

    public enum TransferMode {
        BINARY("binary"), TEXT("text");

        public final String xml;

        TransferMode(String xml) {
            this.xml = xml;
        }

        public static TransferMode parse(String text) {
            for (TransferMode m : values()) {
                if (m.xml.equalsIgnoreCase(text)) {
                    return m;
                }
            }
            throw new IllegalArgumentException("mode '" + text + "' is not text or binary");
        }
    }

    public enum ChecksumMethod {
        MD5("MD5"), NONE("none");

        public final String xml;

        ChecksumMethod(String xml) {
            this.xml = xml;
        }

        public static ChecksumMethod parse(String text) {
            for (ChecksumMethod c : values()) {
                if (c.xml.equalsIgnoreCase(text)) {
                    return c;
                }
            }
            throw new IllegalArgumentException("checksum '" + text + "' is not MD5 or none");
        }
    }

    public enum SourceDisposition {
        LEAVE("leave"), DELETE("delete");

        public final String xml;

        SourceDisposition(String xml) {
            this.xml = xml;
        }
    }

    public enum DestinationType {
        FILE("file"), DIRECTORY("directory");

        public final String xml;

        DestinationType(String xml) {
            this.xml = xml;
        }
    }

    public enum ExistAction {
        ERROR("error"), OVERWRITE("overwrite");

        public final String xml;

        ExistAction(String xml) {
            this.xml = xml;
        }
    }
}
