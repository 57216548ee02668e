package mftwb.ui.properties;

import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Predicate;
import java.util.function.Supplier;

import org.eclipse.jface.viewers.ICellEditorValidator;
import org.eclipse.ui.views.properties.ComboBoxPropertyDescriptor;
import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.eclipse.ui.views.properties.IPropertySource;
import org.eclipse.ui.views.properties.PropertyDescriptor;
import org.eclipse.ui.views.properties.TextPropertyDescriptor;

/**
 * The Properties view's page for one element: a row per {@link Field}, validated while the user
 * types, each accepted edit handed to {@code apply} (which runs it as an undoable operation).
 *
 * <p>The page outlives its element by a moment: after a rename (or an undo that removes the element)
 * the Properties view refreshes the rows it has before it turns to the new selection. While
 * {@code present} says the element is gone, its rows read empty and take no edits.
 */
public final class FieldPropertySource<D> implements IPropertySource {
    private final List<Field<D>> fields;
    private final Supplier<D> document;
    private final BiConsumer<String, D> apply;
    private final Predicate<D> present;

    public FieldPropertySource(List<Field<D>> fields, Supplier<D> document, BiConsumer<String, D> apply, Predicate<D> present) {
        this.fields = List.copyOf(fields);
        this.document = document;
        this.apply = apply;
        this.present = present;
    }

    @Override
    public Object getEditableValue() {
        return this;
    }

    @Override
    public IPropertyDescriptor[] getPropertyDescriptors() {
        return fields.stream().map(this::descriptor).toArray(IPropertyDescriptor[]::new);
    }

    private PropertyDescriptor descriptor(Field<D> field) {
        PropertyDescriptor descriptor;
        if (!field.editable()) {
            descriptor = new PropertyDescriptor(field.id(), field.label());
        } else if (!field.choices().isEmpty()) {
            descriptor = new ComboBoxPropertyDescriptor(field.id(), field.label(), field.choices().toArray(String[]::new));
            // The combo box's value is the index of the choice; the view shows a refusal in its status line.
            descriptor.setValidator((ICellEditorValidator) value -> value instanceof Integer index && index >= 0
                    && index < field.choices().size() ? field.check().apply(field.choices().get(index)) : null);
        } else {
            descriptor = new TextPropertyDescriptor(field.id(), field.label());
            descriptor.setValidator((ICellEditorValidator) value -> field.check().apply(String.valueOf(value)));
        }
        descriptor.setCategory(field.category());
        return descriptor;
    }

    @Override
    public Object getPropertyValue(Object id) {
        Field<D> field = field(id);
        D now = document.get();
        String value = present.test(now) ? field.read().apply(now) : "";
        // A combo box cell editor works with the index of the choice.
        return field.editable() && !field.choices().isEmpty() ? Integer.valueOf(Math.max(0, field.choices().indexOf(value))) : value;
    }

    @Override
    public boolean isPropertySet(Object id) {
        return false;
    }

    @Override
    public void resetPropertyValue(Object id) {
        // Fields have no defaults to reset to: a topology states every value explicitly.
    }

    @Override
    public void setPropertyValue(Object id, Object value) {
        Field<D> field = field(id);
        String text = value instanceof Integer index && !field.choices().isEmpty() ? field.choices().get(index) : String.valueOf(value);
        setText(field, text);
    }

    /** Sets a field from text as the cell editor would; refused when its check fails. */
    public boolean setText(Field<D> field, String text) {
        D before = document.get();
        if (!field.editable() || !present.test(before) || field.check().apply(text) != null) {
            return false;
        }
        if (text.equals(field.read().apply(before))) {
            return true;
        }
        apply.accept("Set " + field.label(), field.write().apply(before, text.trim()));
        return true;
    }

    public Field<D> field(Object id) {
        return fields.stream().filter(f -> f.id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no field " + id));
    }
}
