package mftwb.runner;

import java.nio.file.Path;
import java.util.Optional;

import mftwb.remote.ConnectionSettings;
import mftwb.remote.SshTarget;

/**
 * Where the files go: the embedded local lab ({@code host} empty) or an SSH/SFTP server.
 *
 * @param host        {@code user@host[:port]}; empty for the local lab
 * @param identity    private key file offered to the server
 * @param knownHosts  known_hosts file checked; empty for ~/.ssh/known_hosts
 * @param remoteDir   folder on the server under which each run writes its own sub-folder; empty for
 *                    the local lab means a fresh temporary folder on this machine
 * @param cpuFrom     read the target's CPU through Prometheus instead of sampling it over SSH
 */
public record Target(Optional<SshTarget> host, Optional<Path> identity, Optional<Path> knownHosts,
        Optional<String> remoteDir, Optional<PrometheusCpu> cpuFrom) {

    /** A target whose CPU is sampled over SSH. */
    public Target(Optional<SshTarget> host, Optional<Path> identity, Optional<Path> knownHosts, Optional<String> remoteDir) {
        this(host, identity, knownHosts, remoteDir, Optional.empty());
    }

    public static Target localLab() {
        return new Target(Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty());
    }

    public boolean isLocalLab() {
        return host.isEmpty();
    }

    /**
     * How to log in to a remote target: the {@code ssh} command's defaults with the campaign's key
     * and known_hosts file. Unknown host keys are refused: connect once with the Remote Hosts view
     * or {@code ssh} to accept one.
     *
     * @throws IllegalStateException for the local lab, which brings its own settings
     */
    public ConnectionSettings connectionSettings() {
        ConnectionSettings settings = ConnectionSettings.defaults(host.orElseThrow(
                () -> new IllegalStateException("the local lab has no fixed settings")));
        if (identity.isPresent()) {
            settings = settings.withIdentityFiles(java.util.List.of(identity.get()));
        }
        if (knownHosts.isPresent()) {
            settings = settings.withKnownHosts(knownHosts.get(), settings.unknownHostKey());
        }
        return settings;
    }
}
