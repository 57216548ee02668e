package mftwb.estate;

/**
 * One thing wrong with an inventory, where the user can find it.
 *
 * @param column 1-based column of the CSV file where the field is; 0 when the whole line is at fault
 * @param field the column's name ("agent"), or empty for the whole line
 */
public record InventoryError(String source, int line, int column, String field, String message) {

    /** {@code file:line:column: field: message}, as compilers print it so editors can jump there. */
    @Override
    public String toString() {
        return source + ":" + line + (column > 0 ? ":" + column : "") + ": " + (field.isEmpty() ? "" : field + ": ") + message;
    }
}
