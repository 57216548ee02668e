package mftwb.model;

/**
 * A topology element that other elements refer to by its unique {@link #name()}. Links have no
 * name of their own: a link is identified by the two hosts it joins.
 */
public sealed interface Element permits Host, QueueManager, Agent, FileServer, Channel {

    String name();
}
