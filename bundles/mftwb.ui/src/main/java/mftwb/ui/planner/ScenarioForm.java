package mftwb.ui.planner;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

import mftwb.planner.Scenario;
import mftwb.planner.TopologyKind;

/**
 * The what-if a user types: every field checked as it is typed (a wrong field turns red and says
 * why in its tooltip), and a {@link Scenario} handed on only when all fields are valid.
 */
final class ScenarioForm {
    private static final long MB = 1_000_000L;

    /** A number field with its unit and how its text becomes the value the scenario wants. */
    private record NumberField(Text text, String name, double min, double max) {
        Optional<Double> value() {
            try {
                double v = Double.parseDouble(text.getText().strip());
                return v >= min && v <= max ? Optional.of(v) : Optional.empty();
            } catch (NumberFormatException e) {
                return Optional.empty();
            }
        }

        void showValidity() {
            boolean valid = value().isPresent();
            text.setBackground(valid ? null : text.getDisplay().getSystemColor(SWT.COLOR_YELLOW));
            text.setToolTipText(valid ? null : name + ": a number from " + format(min) + " to " + format(max));
        }

        private static String format(double v) {
            return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
        }
    }

    private final Combo topology;
    private final NumberField rttMillis;
    private final NumberField linkMbps;
    private final NumberField fileSizeMb;
    private final NumberField fileCount;
    private final NumberField transfers;
    private final NumberField chunkKib;
    private final NumberField window;
    private final Button md5;
    private final Button text;
    private final List<NumberField> fields = new ArrayList<>();

    ScenarioForm(Composite parent, Consumer<Optional<Scenario>> onChange) {
        Composite form = new Composite(parent, SWT.NONE);
        form.setLayout(new GridLayout(6, false));
        form.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        new Label(form, SWT.NONE).setText("Topology");
        topology = new Combo(form, SWT.READ_ONLY);
        for (TopologyKind kind : TopologyKind.values()) {
            topology.add(kind.label());
        }
        topology.select(TopologyKind.PB_SFTP_CROSSGEO.ordinal());
        topology.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, false, false, 1, 1));
        rttMillis = field(form, "RTT (ms)", "150", 0.01, 2000);
        linkMbps = field(form, "Link (Mbit/s)", "100", 0.1, 400_000);
        fileSizeMb = field(form, "File size (MB)", "10", 0.000001, 1_000_000);
        fileCount = field(form, "Files", "100", 1, 10_000_000);
        transfers = field(form, "Concurrent transfers", "1", 1, 1000);
        chunkKib = field(form, "Chunk size (KiB)", "256", 1, 102_400);
        window = field(form, "Window (chunks)", "10", 1, 10_000);
        md5 = new Button(form, SWT.CHECK);
        md5.setText("MD5 checksum");
        text = new Button(form, SWT.CHECK);
        text.setText("Text mode");
        Runnable changed = () -> {
            fields.forEach(NumberField::showValidity);
            onChange.accept(scenario());
        };
        topology.addListener(SWT.Selection, e -> changed.run());
        md5.addListener(SWT.Selection, e -> changed.run());
        text.addListener(SWT.Selection, e -> changed.run());
        fields.forEach(f -> f.text().addListener(SWT.Modify, e -> changed.run()));
    }

    private NumberField field(Composite form, String label, String initial, double min, double max) {
        new Label(form, SWT.NONE).setText(label);
        Text input = new Text(form, SWT.BORDER | SWT.RIGHT);
        input.setText(initial);
        GridData layout = new GridData(SWT.FILL, SWT.CENTER, false, false);
        layout.widthHint = 70;
        input.setLayoutData(layout);
        NumberField field = new NumberField(input, label, min, max);
        fields.add(field);
        return field;
    }

    /** The scenario the fields describe, or empty while any field is invalid. */
    Optional<Scenario> scenario() {
        if (fields.stream().anyMatch(f -> f.value().isEmpty())) {
            return Optional.empty();
        }
        return Optional.of(new Scenario(TopologyKind.values()[topology.getSelectionIndex()], rttMillis.value().get(),
                linkMbps.value().get(), Math.max(1, Math.round(fileSizeMb.value().get() * MB)),
                (int) Math.round(fileCount.value().get()), (int) Math.round(transfers.value().get()),
                (int) Math.round(chunkKib.value().get() * 1024), (int) Math.round(window.value().get()),
                md5.getSelection(), text.getSelection()));
    }

    /** Sets the chunk size, window and concurrency fields, e.g. to a recommendation. */
    void applyTuning(Scenario tuned) {
        chunkKib.text().setText(Integer.toString(tuned.chunkBytes() / 1024));
        window.text().setText(Integer.toString(tuned.window()));
        transfers.text().setText(Integer.toString(tuned.transfers()));
    }

    /** Fills every field from a scenario (one change notification per field, the last one complete). */
    void show(Scenario s) {
        topology.select(s.topology().ordinal());
        md5.setSelection(s.md5());
        text.setSelection(s.text());
        rttMillis.text().setText(plain(s.rttMillis()));
        linkMbps.text().setText(plain(s.linkMbps()));
        fileSizeMb.text().setText(plain(s.fileSizeBytes() / (double) MB));
        fileCount.text().setText(Integer.toString(s.fileCount()));
        applyTuning(s);
    }

    private static String plain(double value) {
        return java.math.BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }
}
