package mftwb.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TopologyRecoveryTest {
    private static final Instant READ = Instant.parse("2026-11-25T08:00:00Z");

    @TempDir
    Path temp;

    private Topology crossGeo() throws TopologyFileException {
        return TopologyFile.read(Templates.named("pb-sftp-crossgeo.json").orElseThrow().text(), "pb-sftp-crossgeo.json");
    }

    private Path topologyFile(String name, Instant modified) throws IOException {
        Path file = Files.writeString(temp.resolve(name), "{}");
        Files.setLastModifiedTime(file, FileTime.from(modified));
        return file;
    }

    /** Copies of crossgeo.json (changed 1 s after it was read at READ) and of other.json (2 s after): the two files. */
    private List<Path> twoCopies(TopologyRecovery recovery) throws IOException, TopologyFileException {
        Path file = topologyFile("crossgeo.json", READ);
        Path other = topologyFile("other.json", READ);
        recovery.write(new RecoveredTopology(file, READ.plusSeconds(1), READ, crossGeo()));
        recovery.write(new RecoveredTopology(other, READ.plusSeconds(2), READ, Topology.empty("other")));
        return List.of(file, other);
    }

    @Test
    void aWrittenCopyListsWithItsFileItsTimesAndTheUnsavedTopology() throws Exception {
        TopologyRecovery recovery = new TopologyRecovery(temp.resolve("workspace/recovery"));
        Instant saved = Instant.parse("2026-11-25T08:00:00Z");
        Path file = topologyFile("crossgeo.json", saved);
        Topology edited = crossGeo().withDescription("edited");
        recovery.write(new RecoveredTopology(file, Instant.parse("2026-11-25T09:30:15.250Z"), saved, edited));

        TopologyRecovery.Found found = recovery.list();
        assertEquals(List.of(), found.unreadable());
        RecoveredTopology copy = found.recovered().get(0);
        assertEquals(List.of(copy), found.recovered());
        assertEquals(file.toAbsolutePath().normalize(), copy.file());
        assertEquals(Instant.parse("2026-11-25T09:30:15.250Z"), copy.lastChange());
        assertEquals(saved, copy.fileModified());
        assertEquals(edited, copy.topology(), "exactly the unsaved topology");
        assertFalse(copy.fileChangedSince(), "the file is as the editor read it");
    }

    @Test
    void aFileWrittenSinceTheEditsBeganIsToldApart() throws Exception {
        TopologyRecovery recovery = new TopologyRecovery(temp.resolve("recovery"));
        Path file = topologyFile("crossgeo.json", READ.plusSeconds(60));
        recovery.write(new RecoveredTopology(file, READ.plusSeconds(30), READ, crossGeo()));
        assertTrue(recovery.list().recovered().get(0).fileChangedSince());
    }

    @Test
    void aNewerCopyOfTheSameFileReplacesTheOlderOneAndRemoveLeavesNone() throws Exception {
        TopologyRecovery recovery = new TopologyRecovery(temp.resolve("recovery"));
        List<Path> files = twoCopies(recovery);
        Path file = files.get(0);
        Path other = files.get(1);
        recovery.write(new RecoveredTopology(file, READ.plusSeconds(3), READ, crossGeo().withDescription("edited")));

        List<RecoveredTopology> found = recovery.list().recovered();
        assertEquals(List.of(other.toAbsolutePath(), file.toAbsolutePath()), found.stream().map(RecoveredTopology::file).toList(),
                "one copy a file, oldest change first");
        assertEquals(crossGeo().withDescription("edited"), found.get(1).topology());

        recovery.remove(file);
        recovery.remove(file);
        assertEquals(List.of(other.toAbsolutePath()), recovery.list().recovered().stream().map(RecoveredTopology::file).toList());
        recovery.remove(other);
        try (var left = Files.list(recovery.folder())) {
            assertEquals(List.of(), left.toList(), "no copy and no temporary file left");
        }
    }

    @Test
    void aWriteCutOffByACrashLeavesThePreviousCopyWhole() throws Exception {
        TopologyRecovery recovery = new TopologyRecovery(temp.resolve("recovery"));
        Path file = topologyFile("crossgeo.json", READ);
        recovery.write(new RecoveredTopology(file, READ.plusSeconds(1), READ, crossGeo()));
        // What a kill during the next write leaves: its temporary file, half written, beside the copy.
        Path copy = recovery.copyOf(file);
        Path half = AtomicFile.temporaryBeside(copy, ".tmp");
        Files.writeString(half, Files.readString(copy).substring(0, 100));

        TopologyRecovery.Found found = recovery.list();
        assertEquals(List.of(), found.unreadable(), "the half-written temporary file is no copy");
        assertEquals(crossGeo(), found.recovered().get(0).topology(), "the last whole copy is there");
    }

    @Test
    void aCorruptCopyIsNamedWithItsLineAndLeftInPlaceWhileTheOthersStillRead() throws Exception {
        TopologyRecovery recovery = new TopologyRecovery(temp.resolve("recovery"));
        List<Path> files = twoCopies(recovery);
        Path other = files.get(1);
        Path copy = recovery.copyOf(files.get(0));
        String text = Files.readString(copy);
        Files.writeString(copy, text.substring(0, text.length() / 2));
        Path stranger = Files.writeString(recovery.folder().resolve("stranger.recovery"), "hello\n");

        TopologyRecovery.Found found = recovery.list();
        assertEquals(List.of(other.toAbsolutePath()), found.recovered().stream().map(RecoveredTopology::file).toList());
        assertEquals(2, found.unreadable().size(), found.unreadable().toString());
        TopologyRecovery.Unreadable half = found.unreadable().stream().filter(u -> u.copy().equals(copy)).findFirst().orElseThrow();
        assertTrue(half.toString().startsWith(copy + ": line "), "names the copy and the line: " + half);
        int line = Integer.parseInt(half.problem().substring("line ".length()).split(":")[0]);
        assertTrue(line > 5 && line <= text.substring(0, text.length() / 2).split("\n", -1).length,
                "the line in the copy where the topology breaks off: " + half.problem());
        assertTrue(found.unreadable().stream().anyMatch(u -> u.copy().equals(stranger) && u.problem().contains("not a recovery copy")),
                found.unreadable().toString());
        assertTrue(Files.exists(copy) && Files.exists(stranger), "left in place for the user");
    }
}
