package mftwb.tuning;

/**
 * crtmqm log sizing. The reports created their QMs with {@code -lp 16 -lf 16384} (16 primary files of
 * 64 MiB); the primary log must also hold the persistent data of every transfer in flight twice over
 * (the chunks and the checkpoint state around them) so that a burst does not push into secondary
 * files.
 */
public final class LogSizing {
    /** -lf counts 4 KiB pages: 16384 pages = 64 MiB per log file. */
    public static final int LOG_FILE_PAGES = 16384;
    public static final long LOG_FILE_BYTES = LOG_FILE_PAGES * 4 * Bytes.KIB;
    public static final int MIN_PRIMARY_FILES = 16;
    /** Primary plus secondary files are limited (511 on Unix, 255 on Windows); stay well below both. */
    public static final int MAX_PRIMARY_FILES = 200;

    private LogSizing() {
    }

    public static int primaryFiles(long inFlightBytes) {
        long needed = Math.ceilDiv(2 * Math.max(0, inFlightBytes), LOG_FILE_BYTES);
        return (int) Bytes.clamp(needed, MIN_PRIMARY_FILES, MAX_PRIMARY_FILES);
    }
}
