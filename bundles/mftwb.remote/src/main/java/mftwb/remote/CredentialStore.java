package mftwb.remote;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

import javax.crypto.spec.PBEKeySpec;

import org.eclipse.equinox.security.storage.EncodingUtils;
import org.eclipse.equinox.security.storage.ISecurePreferences;
import org.eclipse.equinox.security.storage.SecurePreferencesFactory;
import org.eclipse.equinox.security.storage.StorageException;
import org.eclipse.equinox.security.storage.provider.IProviderHints;

/**
 * SSH passwords and key passphrases in Eclipse secure storage, encrypted, keyed by host or key
 * file. The only place secrets are kept: topology files, logs and exports hold none, and
 * {@link ConnectionSettings} reads them through {@link #passwordOf(SshTarget)} only when the server asks.
 */
public final class CredentialStore {
    private static final String ROOT = "mftwb/ssh";
    private static final String PASSWORD = "password";
    private static final String PASSPHRASE = "passphrase";
    /**
     * A known value kept encrypted beside the secrets. A wrong master password usually fails to decrypt,
     * but about one time in 256 the cipher's padding happens to look right and a secret decrypts to garbage,
     * which would be sent to the host as the password; the known value tells the two apart.
     */
    private static final String CHECK = "master-password-check";
    private static final String CHECK_VALUE = "mftwb secure storage";
    private static final String WRONG_MASTER = "cannot decrypt secure storage (wrong master password?)";

    private final ISecurePreferences root;

    public CredentialStore(ISecurePreferences storage) {
        this.root = storage.node(ROOT);
    }

    /** The user's Eclipse secure storage, protected by the platform's password provider. */
    public static CredentialStore platformDefault() throws IOException {
        ISecurePreferences storage = SecurePreferencesFactory.getDefault();
        if (storage == null) {
            throw new IOException("Eclipse secure storage is not available");
        }
        return new CredentialStore(storage);
    }

    /**
     * A storage file protected by an explicit master password, never prompting: for headless use
     * and tests.
     */
    public static CredentialStore open(Path file, char[] masterPassword) throws IOException {
        Map<String, Object> options = new HashMap<>();
        options.put(IProviderHints.PROMPT_USER, Boolean.FALSE);
        options.put(IProviderHints.DEFAULT_PASSWORD, new PBEKeySpec(masterPassword));
        ISecurePreferences storage = SecurePreferencesFactory.open(file.toUri().toURL(), options);
        if (storage == null) {
            throw new IOException("cannot open secure storage " + file);
        }
        return new CredentialStore(storage);
    }

    public void savePassword(SshTarget target, String password) throws IOException {
        save(hostNode(target), PASSWORD, password);
    }

    public Optional<String> password(SshTarget target) throws IOException {
        return read(hostNode(target), PASSWORD);
    }

    public void savePassphrase(Path keyFile, String passphrase) throws IOException {
        save(keyNode(keyFile), PASSPHRASE, passphrase);
    }

    public Optional<String> passphrase(Path keyFile) throws IOException {
        return read(keyNode(keyFile), PASSPHRASE);
    }

    /** Removes the host's password, e.g. after the user changed it on the host. */
    public void forget(SshTarget target) throws IOException {
        ISecurePreferences node = hostNode(target);
        node.removeNode();
        flush();
    }

    /** A lazily read password for {@link ConnectionSettings#withPassword}; fails clearly when none is stored. */
    public ConnectionSettings.Secret passwordOf(SshTarget target) {
        return () -> {
            try {
                return password(target).orElseThrow(() -> new IllegalStateException("no password stored for " + target));
            } catch (IOException e) {
                throw new IllegalStateException(e.getMessage(), e);
            }
        };
    }

    /** A lazily read key passphrase for {@link ConnectionSettings#withPassphrase}; fails clearly when none is stored. */
    public ConnectionSettings.Secret passphraseOf(Path keyFile) {
        return () -> {
            try {
                return passphrase(keyFile).orElseThrow(() -> new IllegalStateException("no passphrase stored for " + keyFile));
            } catch (IOException e) {
                throw new IllegalStateException(e.getMessage(), e);
            }
        };
    }

    private ISecurePreferences hostNode(SshTarget target) {
        return root.node("hosts/" + EncodingUtils.encodeSlashes(target.toString()));
    }

    private ISecurePreferences keyNode(Path keyFile) {
        return root.node("keys/" + EncodingUtils.encodeSlashes(keyFile.toAbsolutePath().normalize().toString()));
    }

    private void save(ISecurePreferences node, String key, String secret) throws IOException {
        boolean checked = checkMasterPassword();
        try {
            if (!checked) {
                root.put(CHECK, CHECK_VALUE, true);
            }
            node.put(key, secret, true);
        } catch (StorageException e) {
            throw new IOException("cannot encrypt into secure storage: " + e.getMessage(), e);
        }
        flush();
    }

    private Optional<String> read(ISecurePreferences node, String key) throws IOException {
        checkMasterPassword();
        try {
            return Optional.ofNullable(node.get(key, null));
        } catch (StorageException e) {
            throw new IOException(WRONG_MASTER + ": " + e.getMessage(), e);
        }
    }

    /**
     * Fails when the master password does not open the storage; false when the storage holds no check
     * yet (new, or written before there was one), true when the check passed.
     */
    private boolean checkMasterPassword() throws IOException {
        String check;
        try {
            check = root.get(CHECK, null);
        } catch (StorageException e) {
            throw new IOException(WRONG_MASTER + ": " + e.getMessage(), e);
        }
        if (check != null && !check.equals(CHECK_VALUE)) {
            throw new IOException(WRONG_MASTER);
        }
        return check != null;
    }

    private void flush() throws IOException {
        root.flush();
    }
}
