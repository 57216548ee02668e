package mftwb.model;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;

/**
 * The recovery copies of unsaved topologies, one file per topology file in a folder of the workspace,
 * so that edits survive a crash of the workbench (kill, power loss, X server gone). Each copy is
 * replaced whole ({@link AtomicFile}): a crash while writing leaves the previous copy. A copy holds a
 * few header lines (which file, when) and then the topology in the topology file format.
 */
public final class TopologyRecovery {
    private static final String FIRST_LINE = "MFT Workbench recovery 1";
    private static final String SUFFIX = ".recovery";
    /** Lines before the topology's JSON: the first line, file, lastChange, fileModified and a blank line. */
    private static final int HEADER_LINES = 5;

    /** A copy that cannot be read and why ("line 12: $.hosts[0]: ..."): left where it is, for the user to look at. */
    public record Unreadable(Path copy, String problem) {
        @Override
        public String toString() {
            return copy + ": " + problem;
        }
    }

    /** What a start finds: the copies that read, and those that do not. */
    public record Found(List<RecoveredTopology> recovered, List<Unreadable> unreadable) {
        public boolean isEmpty() {
            return recovered.isEmpty() && unreadable.isEmpty();
        }
    }

    private final Path folder;

    public TopologyRecovery(Path folder) {
        this.folder = folder.toAbsolutePath().normalize();
    }

    public Path folder() {
        return folder;
    }

    /** Where the copy of {@code file} is kept: named after the file's path, so a file has one copy. */
    public Path copyOf(Path file) {
        String path = file.toAbsolutePath().normalize().toString();
        return folder.resolve("topology-" + UUID.nameUUIDFromBytes(path.getBytes(StandardCharsets.UTF_8)) + SUFFIX);
    }

    /** Replaces the copy of the topology's file with this one. */
    public void write(RecoveredTopology recovered) throws IOException {
        // The path as a URI: a name with a line break in it cannot break the header.
        String text = FIRST_LINE + "\n"
                + "file=" + recovered.file().toUri() + "\n"
                + "lastChange=" + recovered.lastChange() + "\n"
                + "fileModified=" + recovered.fileModified() + "\n"
                + "\n"
                + TopologyFile.write(recovered.topology());
        AtomicFile.replace(copyOf(recovered.file()), text);
    }

    /** Removes the copy of {@code file}, if there is one (saved or discarded). */
    public void remove(Path file) throws IOException {
        Files.deleteIfExists(copyOf(file));
    }

    /** Every copy in the folder, oldest change first; none when the folder does not exist. */
    public Found list() throws IOException {
        List<RecoveredTopology> recovered = new ArrayList<>();
        List<Unreadable> unreadable = new ArrayList<>();
        if (!Files.isDirectory(folder)) {
            return new Found(recovered, unreadable);
        }
        List<Path> copies;
        try (Stream<Path> files = Files.list(folder)) {
            copies = files.filter(f -> f.getFileName().toString().endsWith(SUFFIX)).sorted().toList();
        }
        for (Path copy : copies) {
            try {
                recovered.add(read(copy));
            } catch (TopologyFileException e) {
                unreadable.add(new Unreadable(copy, (e.line() > 0 ? "line " + e.line() + ": " : "")
                        + ("$".equals(e.jsonPath()) ? "" : e.jsonPath() + ": ") + e.problem()));
            }
        }
        recovered.sort((a, b) -> a.lastChange().compareTo(b.lastChange()));
        return new Found(List.copyOf(recovered), List.copyOf(unreadable));
    }

    /** Reads one copy; the exception names the copy, the line and what is wrong there. */
    static RecoveredTopology read(Path copy) throws TopologyFileException {
        String text;
        try {
            text = Files.readString(copy, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new TopologyFileException(copy.toString(), "$", 0, 0, "cannot read: " + FileErrors.reason(e, copy));
        }
        String[] lines = text.split("\n", HEADER_LINES + 1);
        if (lines.length <= HEADER_LINES || !lines[0].equals(FIRST_LINE) || !lines[4].isEmpty()) {
            throw new TopologyFileException(copy.toString(), "$", 1, 1,
                    "not a recovery copy (it starts with '" + FIRST_LINE + "', three header lines and a blank line)");
        }
        Path file = file(copy, lines);
        Instant lastChange = instant(copy, lines, 2, "lastChange");
        Instant fileModified = instant(copy, lines, 3, "fileModified");
        Topology topology;
        try {
            topology = TopologyFile.read(lines[HEADER_LINES], copy.toString());
        } catch (TopologyFileException e) {
            // The JSON starts below the header: say the line in the copy the user can open.
            throw new TopologyFileException(copy.toString(), e.jsonPath(), e.line() + HEADER_LINES, e.column(), e.problem());
        }
        return new RecoveredTopology(file, lastChange, fileModified, topology);
    }

    private static Path file(Path copy, String[] lines) throws TopologyFileException {
        String value = header(copy, lines, 1, "file");
        try {
            return Path.of(URI.create(value));
        } catch (IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
            throw new TopologyFileException(copy.toString(), "$", 2, 6, "file '" + value + "' is no file URI");
        }
    }

    private static String header(Path copy, String[] lines, int index, String key) throws TopologyFileException {
        if (!lines[index].startsWith(key + "=")) {
            throw new TopologyFileException(copy.toString(), "$", index + 1, 1, "expected '" + key + "=...'");
        }
        return lines[index].substring(key.length() + 1);
    }

    private static Instant instant(Path copy, String[] lines, int index, String key) throws TopologyFileException {
        String value = header(copy, lines, index, key);
        try {
            return Instant.parse(value);
        } catch (DateTimeParseException e) {
            throw new TopologyFileException(copy.toString(), "$", index + 1, key.length() + 2, key + " '" + value + "' is no time");
        }
    }
}
