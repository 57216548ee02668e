package mftwb.runner;

import java.util.List;

import mftwb.mq.ChannelStatus;
import mftwb.mq.QmResourceSample;

/**
 * Takes the coordination queue manager's figures that an {@code mft-mq} campaign reads while a run
 * is in flight (the metrics endpoint implements it, so this bundle needs no metrics library).
 * Called from the runner's thread; implementations must return quickly.
 */
public interface QueueManagerListener {
    /** One $SYS resource statistics publication (CPU/QMgrSummary or CPU/SystemSummary). */
    void record(QmResourceSample sample);

    /** One Inquire Channel Status answer of {@code queueManager}. */
    void record(String queueManager, List<ChannelStatus> channels);
}
