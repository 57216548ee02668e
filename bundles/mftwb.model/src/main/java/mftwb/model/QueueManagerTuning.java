package mftwb.model;

import java.util.Objects;

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

    /** MQ's defaults on a 64-bit platform (buffers 128 KiB, TCP buffers left to the OS). */
    public static final QueueManagerTuning DEFAULTS =
            new QueueManagerTuning(3, 2, 4096, MqiBindType.STANDARD, 131072, 131072, 0, 0, 0, 0, 0, 0);

    public QueueManagerTuning {
        Objects.requireNonNull(mqiBindType, "mqiBindType");
    }
}
