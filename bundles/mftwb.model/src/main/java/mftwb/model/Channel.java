package mftwb.model;

import java.util.List;
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

    /**
     * name@toQueueManager: MQ channel names are per queue manager (estates define MFT.SVRCONN on every
     * QM), and the 'to' end defines every kind (SVRCONN, RCVR, CLUSRCVR). '@' is not allowed in MQ
     * names, so the id cannot be mistaken for another channel's.
     */
    @Override
    public String id() {
        return name + "@" + toQueueManager;
    }

    /** The queue managers that define a channel of this name: the 'to' end, and the sending end when drawn. */
    public List<String> definedOn() {
        return fromQueueManager.isEmpty() || kind == ChannelKind.SVRCONN ? List.of(toQueueManager)
                : List.of(fromQueueManager, toQueueManager);
    }

    /**
     * One of MQ's own SYSTEM.* channels (SYSTEM.DEF.SVRCONN, SYSTEM.DEF.SENDER, ...): the defaults every
     * channel defined later inherits from, and closed to clients by the default CHLAUTH rules.
     */
    public static boolean isSystem(String channelName) {
        return channelName.startsWith("SYSTEM.");
    }

    public Channel withName(String newName) {
        return new Channel(newName, kind, fromQueueManager, toQueueManager, count);
    }

    Channel withQueueManagerRenamed(String oldName, String newName) {
        return new Channel(name, kind, fromQueueManager.equals(oldName) ? newName : fromQueueManager,
                toQueueManager.equals(oldName) ? newName : toQueueManager, count);
    }
}
