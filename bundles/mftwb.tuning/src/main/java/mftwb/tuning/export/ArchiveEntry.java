package mftwb.tuning.export;

import java.util.List;

/** One file in an export archive: a relative path with forward slashes, its bytes, and whether it is a script. */
public record ArchiveEntry(String path, byte[] content, boolean executable) {

    public ArchiveEntry {
        content = content.clone();
        if (path.isEmpty() || path.startsWith("/") || path.contains("\\") || path.endsWith("/")
                || List.of(path.split("/")).stream().anyMatch(s -> s.isEmpty() || s.equals(".") || s.equals(".."))) {
            throw new IllegalArgumentException("archive entry path must be a plain relative file path: " + path);
        }
    }

    @Override
    public byte[] content() {
        return content.clone();
    }
}
