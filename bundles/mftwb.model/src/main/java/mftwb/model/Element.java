package mftwb.model;

/**
 * A topology element that other elements refer to by its {@link #name()}, unique among the nodes.
 * A channel's name is unique only on its queue manager, so elements are told apart by {@link #id()}.
 * Links have no name of their own: a link is identified by the two hosts it joins.
 */
public sealed interface Element permits Host, QueueManager, Agent, FileServer, Channel {

    String name();

    /** What identifies the element in a topology: its name, or for a channel name@queue manager. */
    default String id() {
        return name();
    }
}
