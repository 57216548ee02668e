package mftwb.ui.topology;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * The document an editor shows: the current immutable value, the value last saved (for the dirty
 * marker) and who wants to hear about changes. Undo and redo swap whole snapshots, which cannot
 * drift out of step with the model the way hand-written inverse edits can.
 */
final class Snapshots<T> {
    private final List<Consumer<T>> listeners = new ArrayList<>();
    private T current;
    private T saved;
    /** Counts changes: Undo brings back a value equal to an earlier one, yet it is a new state to show. */
    private long revision;

    Snapshots(T initial) {
        current = initial;
        saved = initial;
    }

    T current() {
        return current;
    }

    long revision() {
        return revision;
    }

    void set(T value) {
        if (!Objects.equals(current, value)) {
            current = value;
            revision++;
            listeners.forEach(l -> l.accept(value));
        }
    }

    boolean dirty() {
        return !Objects.equals(current, saved);
    }

    void markSaved() {
        saved = current;
        listeners.forEach(l -> l.accept(current));
    }

    void onChange(Consumer<T> listener) {
        listeners.add(listener);
    }
}
