package mftwb.remote;

/**
 * What to do with a host key that known_hosts does not list yet. The UI asks the user, showing the
 * fingerprint; the command line refuses unless {@code --accept-new-host-key}. A key that differs
 * from the one on record never reaches this decision: it is always refused.
 */
@FunctionalInterface
public interface HostKeyDecision {
    HostKeyDecision REFUSE = (target, keyType, fingerprint) -> false;
    HostKeyDecision ACCEPT_AND_REMEMBER = (target, keyType, fingerprint) -> true;

    /**
     * @param fingerprint OpenSSH style, e.g. {@code SHA256:3Jk...}
     * @return true to trust the key and append it to known_hosts
     */
    boolean acceptUnknownKey(SshTarget target, String keyType, String fingerprint);
}
