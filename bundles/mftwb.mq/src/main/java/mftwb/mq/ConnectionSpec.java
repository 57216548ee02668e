package mftwb.mq;

import java.util.Objects;
import java.util.Optional;

/**
 * How to reach a queue manager as an MQ client: {@code host:port/channel/QM} on the command line,
 * the same triple as the agent.properties {@code agentQMgrHost}, {@code agentQMgrPort},
 * {@code agentQMgrChannel}.
 *
 * @param cipherSpec the channel's SSLCIPH (e.g. {@code TLS_AES_128_GCM_SHA256}), empty for a plain channel
 * @param user       empty to connect without credentials (the channel's MCAUSER applies)
 * @param password   only used with a user; never printed by {@link #toString()}
 */
public record ConnectionSpec(String host, int port, String channel, String queueManager,
        Optional<String> cipherSpec, Optional<String> user, Optional<String> password) {
    /** The environment variable the password comes from: never a file or the command line, where ps shows it. */
    public static final String PASSWORD_VARIABLE = "MFTWB_MQ_PASSWORD";

    public ConnectionSpec {
        if (host == null || host.isBlank()) {
            throw new IllegalArgumentException("host is empty");
        }
        if (port < 1 || port > 65535) {
            throw new IllegalArgumentException("port " + port + " is outside 1..65535");
        }
        MqNames.channelName(channel);
        MqNames.queueManagerName(queueManager);
        Objects.requireNonNull(cipherSpec, "cipherSpec");
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(password, "password");
    }

    /** @throws IllegalArgumentException naming the part that is wrong */
    public static ConnectionSpec parse(String text) {
        String[] parts = text.split("/", -1);
        if (parts.length != 3) {
            throw new IllegalArgumentException("'" + text + "' is not host:port/channel/QM");
        }
        int colon = parts[0].lastIndexOf(':');
        if (colon <= 0) {
            throw new IllegalArgumentException("'" + parts[0] + "' in '" + text + "' is not host:port");
        }
        int port;
        try {
            port = Integer.parseInt(parts[0].substring(colon + 1));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("port '" + parts[0].substring(colon + 1) + "' in '" + text
                    + "' is not a number");
        }
        return new ConnectionSpec(parts[0].substring(0, colon), port, parts[1], parts[2], Optional.empty(),
                Optional.empty(), Optional.empty());
    }

    public ConnectionSpec withCredentials(String newUser, String newPassword) {
        return new ConnectionSpec(host, port, channel, queueManager, cipherSpec, Optional.ofNullable(newUser),
                Optional.ofNullable(newPassword));
    }

    public ConnectionSpec withCipherSpec(String newCipherSpec) {
        return new ConnectionSpec(host, port, channel, queueManager, Optional.ofNullable(newCipherSpec), user,
                password);
    }

    @Override
    public String toString() {
        return host + ":" + port + "/" + channel + "/" + queueManager + user.map(u -> " as " + u).orElse("");
    }
}
