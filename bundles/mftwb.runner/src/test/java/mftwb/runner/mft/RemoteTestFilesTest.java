package mftwb.runner.mft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.model.Checksum;
import mftwb.model.TransferMode;
import mftwb.remote.lab.LocalLab;
import mftwb.runner.RunSpec;
import mftwb.runner.SampledHost;

/** The MFT backends' test files go into a folder they create; a folder that was there is neither used nor removed. */
class RemoteTestFilesTest {
    @TempDir
    Path dir;

    @Test
    void anExistingFileSetFolderIsLeftAloneAndOnlyTheNewOneIsRemoved() throws Exception {
        Path source = Files.createDirectories(dir.resolve("source"));
        Path existing = Files.createDirectories(source.resolve("1000x2"));
        Files.writeString(existing.resolve("f000001.bin"), "the user's own file");
        RunSpec spec = new RunSpec(1000, 2, 1, 262144, 10, Checksum.NONE, TransferMode.BINARY);
        try (LocalLab lab = LocalLab.start(dir.resolve("state"))) {
            RemoteTestFiles files = new RemoteTestFiles(new SampledHost("localhost", lab.connectionSettings()), source.toString(), false);
            files.prepare(spec);
            List<String> share = files.share(2, 0, 1);
            assertFalse(share.get(0).startsWith(existing.toString() + "/"), share.toString());
            assertEquals(1000, Files.size(Path.of(share.get(0))));
            files.close();
        }
        assertEquals("the user's own file", Files.readString(existing.resolve("f000001.bin")));
        try (var left = Files.list(source)) {
            assertEquals(List.of(existing), left.toList(), "only the folder the workbench created is removed");
        }
        assertTrue(Files.isDirectory(source));
    }
}
