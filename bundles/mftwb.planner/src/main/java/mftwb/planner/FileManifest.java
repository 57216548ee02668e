package mftwb.planner;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * The files a producer would send: every regular file under a folder, or the rows of a manifest
 * CSV with the columns {@code path} and {@code size_bytes} (any order, other columns ignored).
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

    /** Reads a folder (walked recursively) or, for a regular file, a manifest CSV. */
    public static FileManifest read(Path source) throws IOException, CsvFormatException {
        return Files.isDirectory(source) ? ofFolder(source) : ofCsv(source);
    }

    private static FileManifest ofFolder(Path folder) throws IOException {
        try (Stream<Path> walk = Files.walk(folder)) {
            List<Entry> entries = walk.filter(Files::isRegularFile).map(file -> {
                try {
                    String relative = folder.relativize(file).toString().replace(file.getFileSystem().getSeparator(), "/");
                    return new Entry(relative, Files.size(file));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }).sorted(Comparator.comparing(Entry::relativePath)).toList();
            return new FileManifest(entries);
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
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
