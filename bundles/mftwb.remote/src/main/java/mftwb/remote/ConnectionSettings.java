package mftwb.remote;

import java.nio.file.Path;
import java.security.KeyPair;
import java.security.PublicKey;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * How to reach and authenticate to one host. Secrets are not stored here: {@code password} and
 * {@code passphrase} are suppliers, normally backed by {@link CredentialStore}.
 *
 * @param identityFiles OpenSSH/PEM private key files to offer
 * @param keyPairs      keys already in memory (the local lab's generated client key)
 * @param agentSocket   offer the keys of the ssh-agent listening on this Unix socket
 * @param knownHosts    the known_hosts file checked and extended
 * @param pinnedHostKey when present, the only acceptable host key; known_hosts is not consulted
 * @param keepAlive     interval of SSH keep-alive requests; the session is dropped after 3 unanswered
 */
public record ConnectionSettings(SshTarget target, List<Path> identityFiles, List<KeyPair> keyPairs,
        Optional<Secret> password, Optional<Secret> passphrase, Optional<Path> agentSocket, Path knownHosts,
        HostKeyDecision unknownHostKey, Optional<PublicKey> pinnedHostKey, Duration connectTimeout,
        Duration keepAlive) {

    /** Reads a secret only when the server asks for it, so it is never held longer than needed. */
    @FunctionalInterface
    public interface Secret {
        String read();
    }

    public ConnectionSettings {
        identityFiles = List.copyOf(identityFiles);
        keyPairs = List.copyOf(keyPairs);
    }

    /** Defaults of the {@code ssh} command: ~/.ssh/known_hosts, the agent of $SSH_AUTH_SOCK, unknown keys refused. */
    public static ConnectionSettings defaults(SshTarget target) {
        Path home = Path.of(System.getProperty("user.home"));
        return new ConnectionSettings(target, List.of(), List.of(), Optional.empty(), Optional.empty(),
                Optional.ofNullable(System.getenv("SSH_AUTH_SOCK")).filter(v -> !v.isBlank()).map(Path::of), home.resolve(".ssh").resolve("known_hosts"),
                HostKeyDecision.REFUSE, Optional.empty(), Duration.ofSeconds(10), Duration.ofSeconds(15));
    }

    /** The same keys, secrets and host-key policy for another host (discovery logs in to many alike). */
    public ConnectionSettings withTarget(SshTarget newTarget) {
        return new ConnectionSettings(newTarget, identityFiles, keyPairs, password, passphrase, agentSocket, knownHosts,
                unknownHostKey, pinnedHostKey, connectTimeout, keepAlive);
    }

    public ConnectionSettings withIdentityFiles(List<Path> files) {
        return new ConnectionSettings(target, files, keyPairs, password, passphrase, agentSocket, knownHosts,
                unknownHostKey, pinnedHostKey, connectTimeout, keepAlive);
    }

    public ConnectionSettings withKeyPair(KeyPair keyPair) {
        return withKeyPairs(List.of(keyPair));
    }

    public ConnectionSettings withKeyPairs(List<KeyPair> pairs) {
        return new ConnectionSettings(target, identityFiles, pairs, password, passphrase, agentSocket,
                knownHosts, unknownHostKey, pinnedHostKey, connectTimeout, keepAlive);
    }

    public ConnectionSettings withPassword(Secret secret) {
        return new ConnectionSettings(target, identityFiles, keyPairs, Optional.of(secret), passphrase, agentSocket,
                knownHosts, unknownHostKey, pinnedHostKey, connectTimeout, keepAlive);
    }

    public ConnectionSettings withPassphrase(Secret secret) {
        return new ConnectionSettings(target, identityFiles, keyPairs, password, Optional.of(secret), agentSocket,
                knownHosts, unknownHostKey, pinnedHostKey, connectTimeout, keepAlive);
    }

    public ConnectionSettings withAgent(Optional<Path> socket) {
        return new ConnectionSettings(target, identityFiles, keyPairs, password, passphrase, socket, knownHosts,
                unknownHostKey, pinnedHostKey, connectTimeout, keepAlive);
    }

    public ConnectionSettings withKnownHosts(Path file, HostKeyDecision decision) {
        return new ConnectionSettings(target, identityFiles, keyPairs, password, passphrase, agentSocket, file,
                decision, pinnedHostKey, connectTimeout, keepAlive);
    }

    public ConnectionSettings withPinnedHostKey(PublicKey key) {
        return new ConnectionSettings(target, identityFiles, keyPairs, password, passphrase, agentSocket, knownHosts,
                unknownHostKey, Optional.of(key), connectTimeout, keepAlive);
    }

    public ConnectionSettings withKeepAlive(Duration interval) {
        return new ConnectionSettings(target, identityFiles, keyPairs, password, passphrase, agentSocket, knownHosts,
                unknownHostKey, pinnedHostKey, connectTimeout, interval);
    }
}
