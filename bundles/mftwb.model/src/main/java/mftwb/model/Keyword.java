package mftwb.model;

import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * An enum constant's lower-case word, as written in topology files and shown to the user
 * (e.g. {@code protocol-bridge}, {@code x86_64}); the Java constant names stay free to follow Java
 * conventions without changing the file format.
 */
public interface Keyword {

    String word();

    /** The constant of {@code type} whose {@link #word()} is {@code word}, case-sensitive. */
    static <E extends Enum<E> & Keyword> Optional<E> parse(Class<E> type, String word) {
        return Arrays.stream(type.getEnumConstants()).filter(e -> e.word().equals(word)).findFirst();
    }

    /** The allowed words of {@code type}, comma separated, for error messages. */
    static <E extends Enum<E> & Keyword> String allowed(Class<E> type) {
        return Arrays.stream(type.getEnumConstants()).map(Keyword::word).collect(Collectors.joining(", "));
    }
}
