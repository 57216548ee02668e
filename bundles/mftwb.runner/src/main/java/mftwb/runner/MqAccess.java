package mftwb.runner;

import java.io.IOException;
import java.util.Objects;
import java.util.Optional;
import java.util.function.UnaryOperator;

import mftwb.mq.ConnectionSpec;
import mftwb.mq.MqConnector;
import mftwb.mq.Originator;
import mftwb.mq.client.ClientConnector;

/**
 * What an {@code mft-mq} campaign needs besides its file: the connector, the password of the
 * campaign's MQ user (from the environment, never from a file), the originator MFT records and,
 * when a metrics endpoint is on, where the coordination queue manager's figures go during runs.
 */
public record MqAccess(MqConnector connector, Optional<String> password, Originator originator,
        Optional<QueueManagerListener> queueManagerListener) {

    public MqAccess {
        Objects.requireNonNull(connector, "connector");
        Objects.requireNonNull(password, "password");
        Objects.requireNonNull(originator, "originator");
        Objects.requireNonNull(queueManagerListener, "queueManagerListener");
    }

    /** Access that follows no queue manager figures. */
    public MqAccess(MqConnector connector, Optional<String> password, Originator originator) {
        this(connector, password, originator, Optional.empty());
    }

    /** The same access, with the coordination queue manager's CPU and channels reported to {@code listener}. */
    public MqAccess followingQueueManager(QueueManagerListener listener) {
        return new MqAccess(connector, password, originator, Optional.of(listener));
    }

    /** The IBM MQ client, the password from {@link ConnectionSpec#PASSWORD_VARIABLE}, this machine and user. */
    public static MqAccess fromEnvironment(UnaryOperator<String> environment) {
        return new MqAccess(new ClientConnector(),
                Optional.ofNullable(environment.apply(ConnectionSpec.PASSWORD_VARIABLE)).filter(p -> !p.isEmpty()),
                Originator.thisProcess());
    }

    /**
     * The campaign's connections ready to open: with the password when the campaign names a user.
     *
     * @throws IOException the campaign names a user and no password was given, said before any run starts
     */
    MqSettings connections(MqSettings settings) throws IOException {
        if (settings.user().isEmpty()) {
            return settings;
        }
        if (password.isEmpty()) {
            throw new IOException("the campaign connects to IBM MQ as '" + settings.user().get() + "': set "
                    + ConnectionSpec.PASSWORD_VARIABLE + " to its password in the environment that runs the campaign"
                    + " (passwords never go in campaign files)");
        }
        return settings.withPassword(password.get());
    }

    /** A record would print the password. */
    @Override
    public String toString() {
        return "MqAccess[" + originator + (password.isPresent() ? ", password set" : "") + "]";
    }
}
