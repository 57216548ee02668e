package mftwb.tuning.export;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/** The two archive formats of {@code mftwb export --format}; {@code --format ansible} is an {@link AnsibleProject} written as a folder or in one of these. */
public enum ArchiveFormat {
    ZIP("zip"), TAR_GZ("tar.gz");

    private final String option;

    ArchiveFormat(String option) {
        this.option = option;
    }

    public String option() {
        return option;
    }

    /** The format a file's name ends in, in any case: .zip, or .tar.gz and .tgz; empty for any other name. */
    public static Optional<ArchiveFormat> named(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        return name.endsWith(".zip") ? Optional.of(ZIP)
                : name.endsWith(".tar.gz") || name.endsWith(".tgz") ? Optional.of(TAR_GZ) : Optional.empty();
    }

    /** @throws IllegalArgumentException naming the accepted values */
    public static ArchiveFormat fromOption(String text) {
        for (ArchiveFormat format : values()) {
            if (format.option.equals(text.toLowerCase(Locale.ROOT))) {
                return format;
            }
        }
        throw new IllegalArgumentException("unknown archive format '" + text + "' (use zip or tar.gz)");
    }
}
