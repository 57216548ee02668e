package mftwb.estate;

import java.util.List;

/**
 * One agent of an estate inventory (or a queue manager or host without agents), as the user wrote
 * it in the CSV or as discovery found it on a host. Fields are the text as given; {@link EstateBuilder}
 * checks them.
 *
 * @param source where the row comes from: the CSV file name, or "discovery"
 * @param line 1-based line of the CSV file; for discovery the host's position in the list
 */
public record InventoryRow(String source, int line, String host, String address, String os, String architecture,
        String queueManager, String listenerPort, String agent, String agentKind, String connection) {

    /** The CSV columns, in the order the file format documents them. */
    public static final List<String> COLUMNS = List.of("host", "address", "os", "architecture", "queue_manager",
            "listener_port", "agent", "agent_kind", "connection");

    /** The row's value of a column named as in {@link #COLUMNS}. */
    String field(String column) {
        return switch (column) {
            case "host" -> host;
            case "address" -> address;
            case "os" -> os;
            case "architecture" -> architecture;
            case "queue_manager" -> queueManager;
            case "listener_port" -> listenerPort;
            case "agent" -> agent;
            case "agent_kind" -> agentKind;
            case "connection" -> connection;
            default -> throw new IllegalArgumentException(column);
        };
    }
}
