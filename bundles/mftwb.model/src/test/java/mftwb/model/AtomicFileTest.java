package mftwb.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFileTest {
    @TempDir
    Path folder;

    @Test
    void aReplacedFileGetsThePermissionsOfAnyNewFileNotOwnerOnly() throws IOException {
        Path plain = Files.createFile(folder.resolve("plain.txt"));
        Path replaced = folder.resolve("bundle.zip");
        AtomicFile.replace(replaced, "content");
        assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(replaced),
                "the umask decides, as for a file the user writes (Files.createTempFile would give rw-------)");
        assertEquals("content", Files.readString(replaced));
    }

    @Test
    void aFailedWriteLeavesTheOldContentAndNoTemporaryFile() throws IOException {
        Path file = folder.resolve("topology.json");
        Files.writeString(file, "old");
        assertThrows(IOException.class, () -> AtomicFile.replace(file, out -> {
            out.write("half".getBytes());
            throw new IOException("disk full");
        }));
        assertEquals("old", Files.readString(file));
        try (var files = Files.list(folder)) {
            assertEquals(List.of(file), files.toList());
        }
    }
}
