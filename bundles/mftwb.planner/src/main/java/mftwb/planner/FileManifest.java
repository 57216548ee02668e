package mftwb.planner;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;

/**
 * The files a producer would send: every regular file under a folder, or the rows of a manifest
 * CSV with the columns {@code path} and {@code size_bytes} (any order, other columns ignored),
 * whose paths are relative to the folder the CSV is in.
 *
 * @param entries the files, sorted by relative path
 */
public record FileManifest(List<Entry> entries) {

    /**
     * @param relativePath path below the folder, with '/' separators
     * @param sizeBytes    file size
     */
    public record Entry(String relativePath, long sizeBytes) {
    }

    public FileManifest {
        entries = List.copyOf(entries);
    }

    public List<Long> sizes() {
        return entries.stream().map(Entry::sizeBytes).toList();
    }

    /** The files of at most {@code bytes}, in the same order. */
    public FileManifest upTo(long bytes) {
        return new FileManifest(entries.stream().filter(e -> e.sizeBytes() <= bytes).toList());
    }

    /** Reads a folder (walked recursively) or, for a regular file, a manifest CSV. */
    public static FileManifest read(Path source) throws IOException, CsvFormatException {
        return read(source, () -> false, files -> { });
    }

    /**
     * Reads a folder or a manifest CSV; a folder walk, which can take long on big trees, polls
     * {@code cancelled} and tells {@code scanned} how many files it has found so far.
     *
     * @throws CancellationException when cancelled
     */
    public static FileManifest read(Path source, BooleanSupplier cancelled, IntConsumer scanned)
            throws IOException, CsvFormatException {
        return Files.isDirectory(source) ? ofFolder(source, cancelled, scanned) : ofCsv(source);
    }

    /** The folder the manifest's relative paths start from: the folder itself, or the one a manifest CSV is in. */
    public static Path folderOf(Path source) {
        Path absolute = source.toAbsolutePath();
        return Files.isDirectory(absolute) ? absolute : absolute.getParent();
    }

    private static FileManifest ofFolder(Path folder, BooleanSupplier cancelled, IntConsumer scanned) throws IOException {
        List<Entry> entries = new ArrayList<>();
        String separator = folder.getFileSystem().getSeparator();
        Files.walkFileTree(folder, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) throws IOException {
                if (cancelled.getAsBoolean()) {
                    throw new CancellationException("scan of " + folder + " cancelled");
                }
                // A link to a file is sent as the file it points to, as a transfer of the folder would.
                boolean linkToFile = attributes.isSymbolicLink() && Files.isRegularFile(file);
                if (attributes.isRegularFile() || linkToFile) {
                    long size = linkToFile ? Files.size(file) : attributes.size();
                    entries.add(new Entry(folder.relativize(file).toString().replace(separator, "/"), size));
                    scanned.accept(entries.size());
                }
                return FileVisitResult.CONTINUE;
            }
        });
        entries.sort(Comparator.comparing(Entry::relativePath));
        return new FileManifest(entries);
    }

    private static FileManifest ofCsv(Path file) throws IOException, CsvFormatException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        if (lines.isEmpty()) {
            throw new CsvFormatException(file, 1, null, "empty file, expected a header with path,size_bytes");
        }
        List<String> header = CsvLine.split(lines.get(0).replace("\uFEFF", ""), file, 1).stream().map(String::strip)
                .toList();
        int pathColumn = column(header, "path", file);
        int sizeColumn = column(header, "size_bytes", file);
        List<Entry> entries = new ArrayList<>();
        for (int n = 1; n < lines.size(); n++) {
            if (lines.get(n).isBlank()) {
                continue;
            }
            List<String> cells = CsvLine.split(lines.get(n), file, n + 1);
            if (cells.size() != header.size()) {
                throw new CsvFormatException(file, n + 1, null,
                        "has " + cells.size() + " fields, the header has " + header.size());
            }
            String path = cells.get(pathColumn).strip();
            if (path.isEmpty()) {
                throw new CsvFormatException(file, n + 1, "path", "empty path");
            }
            String sizeText = cells.get(sizeColumn).strip();
            long size;
            try {
                size = Long.parseLong(sizeText);
            } catch (NumberFormatException e) {
                throw new CsvFormatException(file, n + 1, "size_bytes", "'" + sizeText + "' is not a whole number");
            }
            if (size < 0) {
                throw new CsvFormatException(file, n + 1, "size_bytes", "'" + sizeText + "' is negative");
            }
            entries.add(new Entry(path, size));
        }
        entries.sort(Comparator.comparing(Entry::relativePath));
        return new FileManifest(entries);
    }

    private static int column(List<String> header, String name, Path file) throws CsvFormatException {
        int index = header.indexOf(name);
        if (index < 0) {
            throw new CsvFormatException(file, 1, name, "missing column (required: path,size_bytes)");
        }
        return index;
    }
}
