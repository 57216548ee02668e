package mftwb.model;

import java.util.Objects;

/**
 * An FTP, FTPS or SFTP server outside the MQ network, written to by one protocol bridge agent.
 *
 * @param port TCP port the bridge connects to (22 for SFTP, 21 for FTP)
 * @param bridgeAgentName the protocol bridge {@link Agent} that serves it; empty while none does
 */
public record FileServer(String name, FileServerProtocol protocol, String hostName, int port,
        String bridgeAgentName) implements Element {

    public FileServer {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(protocol, "protocol");
        Objects.requireNonNull(hostName, "hostName");
        Objects.requireNonNull(bridgeAgentName, "bridgeAgentName");
    }

    public FileServer withName(String newName) {
        return new FileServer(newName, protocol, hostName, port, bridgeAgentName);
    }

    public FileServer withHostName(String newHostName) {
        return new FileServer(name, protocol, newHostName, port, bridgeAgentName);
    }

    public FileServer withBridgeAgentName(String newBridgeAgentName) {
        return new FileServer(name, protocol, hostName, port, newBridgeAgentName);
    }
}
