package mftwb.tuning;

import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * A file the engine generated for one host: {@code path} is relative to the host's folder in an
 * export (forward slashes), {@code executable} marks scripts that the archive stores as 0755.
 */
public record GeneratedFile(String path, List<GeneratedLine> lines, boolean executable) {

    public GeneratedFile {
        lines = List.copyOf(lines);
        if (path.isEmpty() || path.startsWith("/") || path.contains("\\") || List.of(path.split("/")).contains("..")) {
            throw new IllegalArgumentException("generated file path must be relative and stay in its folder: " + path);
        }
    }

    /** A name from the topology as one folder or file name of an export: never a separator, "." or "..". */
    public static String segment(String name) {
        String safe = name.replaceAll("[^A-Za-z0-9._%-]", "_");
        return safe.isEmpty() || safe.chars().allMatch(c -> c == '.') ? "_" + safe : safe;
    }

    /** The file content: every line ended by a newline (Unix line ends, as MQ and the shells expect), CR LF in a Windows .cmd script. */
    public String text() {
        // cmd.exe misreads labels and long lines of a batch file with bare LF line ends.
        String end = path.endsWith(".cmd") ? "\r\n" : "\n";
        StringBuilder text = new StringBuilder();
        lines.forEach(line -> text.append(line.text()).append(end));
        return text.toString();
    }

    public byte[] bytes() {
        return text().getBytes(StandardCharsets.UTF_8);
    }
}
