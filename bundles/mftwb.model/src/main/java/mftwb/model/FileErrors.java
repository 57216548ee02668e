package mftwb.model;

import java.io.EOFException;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/**
 * The one place that turns an I/O exception into a sentence for the user: the file the user named
 * and the reason in words ("cannot read /x/qm.ini: no such file"), never an exception class or a
 * temporary file the user never heard of.
 */
public final class FileErrors {

    private FileErrors() {
    }

    /** "cannot read FILE: REASON". */
    public static String cannotRead(Path file, IOException e) {
        if (Files.isDirectory(file)) {
            return "cannot read " + file + ": it is a folder, not a file";
        }
        return "cannot read " + file + ": " + reason(e, file);
    }

    /**
     * "cannot read FILE: REASON" for a file a command is about to read, before it opens it: missing,
     * a folder, or not readable; empty when it can be read.
     */
    public static Optional<String> unreadable(Path file) {
        if (Files.isDirectory(file)) {
            return Optional.of("cannot read " + file + ": it is a folder, not a file");
        }
        if (!Files.exists(file)) {
            return Optional.of("cannot read " + file + ": no such file");
        }
        if (!Files.isReadable(file)) {
            return Optional.of("cannot read " + file + ": permission denied");
        }
        return Optional.empty();
    }

    /** "cannot write FILE: REASON", naming {@code file} even when a temporary file beside it failed. */
    public static String cannotWrite(Path file, IOException e) {
        Path folder = file.toAbsolutePath().getParent();
        if (folder != null && !Files.exists(folder)) {
            return "cannot write " + file + ": the folder " + folder + " does not exist";
        }
        if (folder != null && !Files.isDirectory(folder)) {
            return "cannot write " + file + ": " + folder + " is a file, not a folder";
        }
        if (Files.isDirectory(file)) {
            return "cannot write " + file + ": it is a folder";
        }
        if (e instanceof NoSuchFileException && folder != null) {
            // The folder exists yet refuses a new file in it: a pseudo file system such as /proc.
            return "cannot write " + file + ": files cannot be created in " + folder;
        }
        return "cannot write " + file + ": " + reason(e, file);
    }

    /** For an exception with no known subject: "FILE: REASON" when it names a file, else the reason. */
    public static String describe(IOException e) {
        if (e instanceof FileSystemException f && f.getFile() != null) {
            return f.getFile() + ": " + reason(e, Path.of(f.getFile()));
        }
        return reason(e, null);
    }

    /** The reason alone, in words; another file than {@code subject} that the exception names is mentioned. */
    public static String reason(IOException e, Path subject) {
        String other = e instanceof FileSystemException f && f.getFile() != null && subject != null
                && !Path.of(f.getFile()).equals(subject) ? " (" + f.getFile() + ")" : "";
        if (e instanceof NoSuchFileException) {
            return "no such file" + other;
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied" + other;
        }
        if (e instanceof FileAlreadyExistsException) {
            return "it already exists" + other;
        }
        if (e instanceof NotDirectoryException) {
            return "not a folder" + other;
        }
        if (e instanceof DirectoryNotEmptyException) {
            return "the folder is not empty" + other;
        }
        if (e instanceof CharacterCodingException) {
            return "it is not text in the expected encoding (UTF-8)";
        }
        if (e instanceof EOFException) {
            return "it ends unexpectedly";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return words(f.getReason()) + other;
        }
        String message = e.getMessage();
        return message == null || message.isBlank() ? "input/output error" : words(message);
    }

    /** The operating system's reason ("Read-only file system") as part of a sentence. */
    private static String words(String reason) {
        String text = reason.strip();
        return text.length() > 1 && Character.isUpperCase(text.charAt(0)) && !Character.isUpperCase(text.charAt(1))
                ? text.substring(0, 1).toLowerCase(Locale.ROOT) + text.substring(1)
                : text;
    }
}
