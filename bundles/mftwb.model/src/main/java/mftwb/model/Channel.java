package mftwb.model;

import java.util.Objects;

/**
 * MQ channels between queue managers, or the SVRCONN channel client agents use.
 *
 * @param name channel name; for a cluster pair the CLUSRCVR name (e.g. TO.QM2)
 * @param fromQueueManager sending QM; empty for SVRCONN
 * @param toQueueManager receiving QM; for SVRCONN the QM that serves the clients
 * @param count parallel channels (&gt;= 1): with agentMultipleChannelsEnabled, one CLUSRCVR per
 *        channel named {@code <name>_n}
 */
public record Channel(String name, ChannelKind kind, String fromQueueManager, String toQueueManager, int count)
        implements Element {

    public Channel {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(fromQueueManager, "fromQueueManager");
        Objects.requireNonNull(toQueueManager, "toQueueManager");
    }

    public Channel withName(String newName) {
        return new Channel(newName, kind, fromQueueManager, toQueueManager, count);
    }

    Channel withQueueManagerRenamed(String oldName, String newName) {
        return new Channel(name, kind, fromQueueManager.equals(oldName) ? newName : fromQueueManager,
                toQueueManager.equals(oldName) ? newName : toQueueManager, count);
    }
}
