package mftwb.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CredentialStoreTest {
    @TempDir
    Path dir;
    private final SshTarget host = SshTarget.parse("mqm@aixqm01.example.com:2222");
    private final String secret = "pa$$w'rd; rm -rf /";

    @Test
    void passwordSurvivesReopeningAndIsNotStoredInClear() throws Exception {
        Path file = dir.resolve("secure_storage");
        CredentialStore.open(file, "master".toCharArray()).savePassword(host, secret);
        assertEquals(Optional.of(secret), CredentialStore.open(file, "master".toCharArray()).password(host));
        String onDisk = Files.readString(file, StandardCharsets.ISO_8859_1);
        assertFalse(onDisk.contains(secret) || onDisk.contains("pa$$w"), "the password is encrypted on disk");
    }

    @Test
    void passphrasesAreKeptPerKeyFileAndHostsCanBeForgotten() throws Exception {
        Path file = dir.resolve("secure_storage");
        CredentialStore store = CredentialStore.open(file, "master".toCharArray());
        store.savePassphrase(dir.resolve("id_ed25519"), "phrase");
        store.savePassword(host, secret);
        assertEquals(Optional.of("phrase"), store.passphrase(dir.resolve("id_ed25519")));
        assertEquals("phrase", store.passphraseOf(dir.resolve("id_ed25519")).read());
        assertEquals(Optional.empty(), store.passphrase(dir.resolve("other_key")));
        assertEquals(secret, store.passwordOf(host).read());
        store.forget(host);
        assertEquals(Optional.empty(), CredentialStore.open(file, "master".toCharArray()).password(host));
    }

    @Test
    void wrongMasterPasswordCannotReadTheSecret() throws Exception {
        Path file = dir.resolve("secure_storage");
        CredentialStore.open(file, "master".toCharArray()).savePassword(host, secret);
        CredentialStore wrong = CredentialStore.open(file, "guess".toCharArray());
        assertThrows(IOException.class, () -> wrong.password(host));
        assertThrows(IOException.class, () -> wrong.savePassword(host, "another"), "nothing is written under another password");
        assertEquals(Optional.of(secret), CredentialStore.open(file, "master".toCharArray()).password(host));
    }

    /**
     * A wrong master password decrypts a secret to garbage about one time in 256, when the cipher's padding
     * happens to look right (this test's single guess above failed so once in CI); a thousand guesses each
     * get the error, never a password.
     */
    @Test
    void noWrongMasterPasswordReadsASecret() throws Exception {
        Path file = dir.resolve("secure_storage");
        CredentialStore.open(file, "master".toCharArray()).savePassword(host, secret);
        for (int guess = 0; guess < 1000; guess++) {
            CredentialStore wrong = CredentialStore.open(file, ("guess" + guess).toCharArray());
            assertThrows(IOException.class, () -> wrong.password(host), "guess" + guess);
        }
    }
}
