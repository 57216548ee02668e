package mftwb.remote.lab;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PublicKey;
import java.security.spec.ECGenParameterSpec;
import java.util.List;
import java.util.Optional;

import org.apache.sshd.common.NamedResource;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.common.config.keys.PublicKeyEntry;
import org.apache.sshd.common.config.keys.writer.openssh.OpenSSHKeyEncryptionContext;
import org.apache.sshd.common.config.keys.writer.openssh.OpenSSHKeyPairResourceWriter;
import org.apache.sshd.common.keyprovider.KeyPairProvider;
import org.apache.sshd.common.util.security.SecurityUtils;
import org.apache.sshd.core.CoreModuleProperties;
import org.apache.sshd.server.SshServer;
import org.apache.sshd.server.keyprovider.SimpleGeneratorHostKeyProvider;
import org.apache.sshd.sftp.server.SftpSubsystemFactory;

import mftwb.remote.ConnectionSettings;
import mftwb.remote.SshTarget;

/**
 * The embedded "local lab": an SSH server on 127.0.0.1 (random port) that lets the workbench treat
 * this machine like any remote host, with no set-up. Exec requests run in {@code /bin/sh -c}; SFTP
 * serves the local file system. Only the lab's own generated client key is accepted, and host and
 * client keys live in a state folder so the host key stays the same across runs.
 */
public final class LocalLab implements AutoCloseable {
    private static final String HOST_KEY_FILE = "hostkey.pem";
    /** OpenSSH format, so it also works as {@code mftwb monitor --identity} or {@code ssh -i}. */
    public static final String CLIENT_KEY_FILE = "client_key";

    private final SshServer server;
    private final KeyPair clientKey;
    private final PublicKey hostKey;

    private LocalLab(SshServer server, KeyPair clientKey, PublicKey hostKey) {
        this.server = server;
        this.clientKey = clientKey;
        this.hostKey = hostKey;
    }

    /** The default state folder, {@code ~/.mftwb/local-lab}. */
    public static Path defaultStateFolder() {
        return Path.of(System.getProperty("user.home"), ".mftwb", "local-lab");
    }

    /** Starts the server; keys are created in {@code stateFolder} on first use and reused after. */
    public static LocalLab start(Path stateFolder) throws IOException {
        return start(stateFolder, 0);
    }

    /** Starts on a fixed port (0 = any free port), e.g. to bring a stopped lab back where clients expect it. */
    public static LocalLab start(Path stateFolder, int port) throws IOException {
        Files.createDirectories(stateFolder);
        KeyPair clientKey = loadOrCreateClientKey(stateFolder);
        SimpleGeneratorHostKeyProvider hostKeys = new SimpleGeneratorHostKeyProvider(stateFolder.resolve(HOST_KEY_FILE));
        hostKeys.setAlgorithm(KeyUtils.EC_ALGORITHM);
        hostKeys.setKeySize(256);
        PublicKey hostKey = firstKey(hostKeys);
        // MINA writes the private host key with the process umask (often world-readable): owner only, as sshd wants.
        Files.setPosixFilePermissions(stateFolder.resolve(HOST_KEY_FILE), PosixFilePermissions.fromString("rw-------"));
        SshServer server = SshServer.setUpDefaultServer();
        server.setHost("127.0.0.1");
        // Small SFTP replies must not wait for Nagle (see SshConnection).
        CoreModuleProperties.TCP_NODELAY.set(server, true);
        server.setPort(port);
        server.setKeyPairProvider(hostKeys);
        server.setPublickeyAuthenticator((user, key, session) -> KeyUtils.compareKeys(clientKey.getPublic(), key));
        server.setPasswordAuthenticator(null);
        server.setKeyboardInteractiveAuthenticator(null);
        server.setCommandFactory((channel, command) -> new ShellCommand(command));
        server.setSubsystemFactories(List.of(new SftpSubsystemFactory()));
        server.start();
        return new LocalLab(server, clientKey, hostKey);
    }

    private static PublicKey firstKey(KeyPairProvider provider) throws IOException {
        try {
            return provider.loadKeys(null).iterator().next().getPublic();
        } catch (GeneralSecurityException e) {
            throw new IOException("cannot create or read the local lab host key: " + e.getMessage(), e);
        }
    }

    public int port() {
        return server.getPort();
    }

    public PublicKey hostKey() {
        return hostKey;
    }

    public KeyPair clientKey() {
        return clientKey;
    }

    /** Settings that reach this lab: the current user, the lab's client key, its host key pinned. */
    public ConnectionSettings connectionSettings() {
        SshTarget target = new SshTarget(System.getProperty("user.name"), "127.0.0.1", port());
        return ConnectionSettings.defaults(target).withAgent(Optional.empty()).withKeyPair(clientKey).withPinnedHostKey(hostKey);
    }

    @Override
    public void close() throws IOException {
        server.stop(true);
    }

    private static KeyPair loadOrCreateClientKey(Path folder) throws IOException {
        Path privateFile = folder.resolve(CLIENT_KEY_FILE);
        try {
            if (Files.exists(privateFile)) {
                try (InputStream in = Files.newInputStream(privateFile)) {
                    return SecurityUtils.loadKeyPairIdentities(null, NamedResource.ofName(privateFile.toString()), in, null)
                            .iterator().next();
                }
            }
            KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
            generator.initialize(new ECGenParameterSpec("secp256r1"));
            KeyPair pair = generator.generateKeyPair();
            ByteArrayOutputStream pem = new ByteArrayOutputStream();
            OpenSSHKeyPairResourceWriter.INSTANCE.writePrivateKey(pair, "mftwb-local-lab",
                    (OpenSSHKeyEncryptionContext) null, pem);
            writeOwnerOnly(privateFile, pem.toByteArray());
            writeOwnerOnly(folder.resolve(CLIENT_KEY_FILE + ".pub"),
                    (PublicKeyEntry.toString(pair.getPublic()) + " mftwb-local-lab\n").getBytes(StandardCharsets.US_ASCII));
            return pair;
        } catch (GeneralSecurityException | RuntimeException e) {
            throw new IOException("local lab client key " + privateFile + " is unreadable (delete it to make a new one): "
                    + e.getMessage(), e);
        }
    }

    private static void writeOwnerOnly(Path file, byte[] bytes) throws IOException {
        Path temp = Files.createTempFile(file.getParent(), file.getFileName().toString(), ".tmp",
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        Files.write(temp, bytes);
        Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE);
    }
}
