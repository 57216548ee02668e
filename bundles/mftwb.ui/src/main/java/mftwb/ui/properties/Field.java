package mftwb.ui.properties;

import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * One editable field of an element, shown as a row of the Properties view. {@code D} is the
 * immutable document: reading takes it, writing returns the changed copy. {@code check} answers
 * null for an acceptable text, else the sentence shown while the user types.
 *
 * @param choices the allowed values of an enumerated field (a combo box); empty for free text
 */
public record Field<D>(String id, String label, String category, List<String> choices, Function<D, String> read,
        BiFunction<D, String, D> write, Function<String, String> check) {

    public Field {
        choices = List.copyOf(choices);
    }

    public static <D> Field<D> text(String id, String label, String category, Function<D, String> read,
            BiFunction<D, String, D> write, Function<String, String> check) {
        return new Field<>(id, label, category, List.of(), read, write, check);
    }

    public static <D> Field<D> choice(String id, String label, String category, List<String> choices,
            Function<D, String> read, BiFunction<D, String, D> write) {
        return choice(id, label, category, choices, read, write, text -> null);
    }

    /** A choice some values of which the document refuses (a name already taken where the choice would put it). */
    public static <D> Field<D> choice(String id, String label, String category, List<String> choices,
            Function<D, String> read, BiFunction<D, String, D> write, Function<String, String> check) {
        return new Field<>(id, label, category, choices, read, write, check);
    }

    /** A field shown for information only (the Properties view greys it). */
    public static <D> Field<D> readOnly(String id, String label, String category, Function<D, String> read) {
        return new Field<>(id, label, category, List.of(), read, null, text -> null);
    }

    public boolean editable() {
        return write != null;
    }
}
