package mftwb.estate;

import java.util.List;
import java.util.stream.Collectors;

/** An inventory that cannot become a topology, with every error found (not just the first). */
public final class InventoryException extends Exception {
    private static final long serialVersionUID = 1L;
    private final transient List<InventoryError> errors;

    public InventoryException(List<InventoryError> errors) {
        super(errors.stream().map(InventoryError::toString).collect(Collectors.joining("\n")));
        this.errors = List.copyOf(errors);
    }

    public List<InventoryError> errors() {
        return errors;
    }
}
