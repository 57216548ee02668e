package mftwb.tuning.export;

import java.util.Locale;

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
