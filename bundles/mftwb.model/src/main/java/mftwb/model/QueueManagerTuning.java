package mftwb.model;

import java.util.List;
import java.util.Objects;
import java.util.function.ToIntFunction;

/**
 * The qm.ini and crtmqm values the tuning engine chooses for a queue manager. Every default is
 * MQ's own, so a topology without tuning describes an untuned QM.
 *
 * @param logPrimaryFiles crtmqm -lp (LogPrimaryFiles)
 * @param logSecondaryFiles crtmqm -ls (LogSecondaryFiles)
 * @param logFilePages crtmqm -lf, in 4 KiB pages per log file (4096 = 16 MiB)
 * @param defaultQBufferBytes TuningParameters DefaultQBufferSize: in-memory buffer of a
 *        non-persistent queue, bytes
 * @param defaultPQBufferBytes TuningParameters DefaultPQBufferSize: in-memory buffer of a
 *        persistent queue, bytes; MFT chunks spill to disk when it is too small
 * @param sndBuffSizeBytes TCP SndBuffSize, sender channel send buffer; 0 = let the OS size it
 * @param rcvBuffSizeBytes TCP RcvBuffSize, sender channel receive buffer; 0 = OS
 * @param rcvSndBuffSizeBytes TCP RcvSndBuffSize, receiver channel send buffer; 0 = OS
 * @param rcvRcvBuffSizeBytes TCP RcvRcvBuffSize, receiver channel receive buffer; 0 = OS
 * @param svrSndBuffSizeBytes TCP SvrSndBuffSize, send buffer of the server end of client channels
 *        (SVRCONN): what a client agent gets; 0 = OS
 * @param svrRcvBuffSizeBytes TCP SvrRcvBuffSize, receive buffer of the server end of client
 *        channels: what a client agent puts; 0 = OS
 */
public record QueueManagerTuning(int logPrimaryFiles, int logSecondaryFiles, int logFilePages,
        MqiBindType mqiBindType, int defaultQBufferBytes, int defaultPQBufferBytes,
        int sndBuffSizeBytes, int rcvBuffSizeBytes, int rcvSndBuffSizeBytes, int rcvRcvBuffSizeBytes,
        int svrSndBuffSizeBytes, int svrRcvBuffSizeBytes) {

    /**
     * A numeric setting with the range MQ accepts on UNIX and Linux: what the Properties view lets the
     * user type and what validate checks in a topology file.
     */
    public record Limit(String key, long min, long max, ToIntFunction<QueueManagerTuning> read) {
    }

    public static final Limit LOG_PRIMARY_FILES = new Limit("logPrimaryFiles", 2, 510, QueueManagerTuning::logPrimaryFiles);
    public static final Limit LOG_SECONDARY_FILES = new Limit("logSecondaryFiles", 1, 509, QueueManagerTuning::logSecondaryFiles);
    public static final Limit LOG_FILE_PAGES = new Limit("logFilePages", 64, 65535, QueueManagerTuning::logFilePages);
    /** Queue buffers: 100 MB at most (unconfirmed), 0 allowed as in qm.ini. */
    public static final Limit DEFAULT_Q_BUFFER = new Limit("defaultQBufferSize", 0, 104857600, QueueManagerTuning::defaultQBufferBytes);
    public static final Limit DEFAULT_PQ_BUFFER = new Limit("defaultPQBufferSize", 0, 104857600, QueueManagerTuning::defaultPQBufferBytes);
    public static final List<Limit> LIMITS = List.of(LOG_PRIMARY_FILES, LOG_SECONDARY_FILES, LOG_FILE_PAGES, DEFAULT_Q_BUFFER,
            DEFAULT_PQ_BUFFER);
    /** Primary plus secondary log files: at most 511 on UNIX and Linux, 255 on Windows. */
    public static final int MAX_LOG_FILES = 511;
    public static final int MAX_LOG_FILES_WINDOWS = 255;

    /** MQ's defaults on a 64-bit platform (buffers 128 KiB, TCP buffers left to the OS). */
    public static final QueueManagerTuning DEFAULTS =
            new QueueManagerTuning(3, 2, 4096, MqiBindType.STANDARD, 131072, 131072, 0, 0, 0, 0, 0, 0);

    public QueueManagerTuning {
        Objects.requireNonNull(mqiBindType, "mqiBindType");
    }
}
