package mftwb.runner;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

import mftwb.mq.ConnectionSpec;

/**
 * The {@code mq} section of an {@code mft-mq} campaign: where the workbench reads the transfer log
 * and where it puts requests. It holds no password: that comes from
 * {@link ConnectionSpec#PASSWORD_VARIABLE} when the campaign runs (see {@link MqAccess}).
 *
 * @param coordination the coordination queue manager, whose SYSTEM.FTE topic carries the transfer log
 * @param command      the queue manager requests are put to, which routes them to the source agent's
 *                     queue manager as fteCreateTransfer's command queue manager does; empty to put
 *                     through the coordination connection
 * @param timeout      the longest a run may take; then its transfers are canceled and the run fails
 */
public record MqSettings(ConnectionSpec coordination, Optional<ConnectionSpec> command, Duration timeout) {

    public MqSettings {
        Objects.requireNonNull(coordination, "coordination");
        Objects.requireNonNull(command, "command");
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("timeout must be positive");
        }
    }

    /** The MQ user of both connections, when the campaign names one. */
    public Optional<String> user() {
        return coordination.user();
    }

    /** A warning when the campaign's password would cross a channel without TLS (no cipherSpec), where anyone on the path can read it. */
    public Optional<String> passwordWithoutTls() {
        if (user().isEmpty()) {
            return Optional.empty();
        }
        return java.util.stream.Stream.concat(java.util.stream.Stream.of(coordination), command.stream())
                .filter(c -> c.cipherSpec().isEmpty()).findFirst()
                .map(c -> "WARNING: the password of MQ user '" + user().get() + "' goes to " + c.queueManager() + " on " + c.host()
                        + " without TLS, readable on the network; set mq.cipherSpec to the channel's SSLCIPH");
    }

    /** Both connections with the password of the campaign's user. */
    MqSettings withPassword(String password) {
        return new MqSettings(coordination.withCredentials(coordination.user().orElseThrow(), password),
                command.map(c -> c.withCredentials(c.user().orElseThrow(), password)), timeout);
    }
}
