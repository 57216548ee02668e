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

import mftwb.model.Topology;
import mftwb.planner.Scenario;
import mftwb.planner.TopologyKind;
import mftwb.planner.TopologyScenario;

/**
 * The what-if a user types: every field checked as it is typed (a wrong field turns yellow and says
 * why in its tooltip and the view's summary), and a {@link Scenario} handed on only when all fields are valid. It starts from
 * the topology open in the editor, offered first in the topology drop-down.
 */
final class ScenarioForm {
    private static final long MB = 1_000_000L;

    /** A number field with its unit and how its text becomes the value the scenario wants. */
    private record NumberField(Text text, String name, double min, double max, String help) {
        Optional<Double> value() {
            try {
                double v = Double.parseDouble(text.getText().strip());
                return v >= min && v <= max ? Optional.of(v) : Optional.empty();
            } catch (NumberFormatException e) {
                return Optional.empty();
            }
        }

        /** What is wrong with the typed text, naming the field and its range; empty when it is valid. */
        Optional<String> problem() {
            if (value().isPresent()) {
                return Optional.empty();
            }
            String typed = text.getText().strip();
            return Optional.of(name + " must be a number from " + format(min) + " to " + format(max)
                    + (typed.isEmpty() ? " (empty)" : " ('" + typed + "' is not)"));
        }

        void showValidity() {
            Optional<String> problem = problem();
            text.setBackground(problem.isEmpty() ? null : text.getDisplay().getSystemColor(SWT.COLOR_YELLOW));
            text.setToolTipText(problem.orElse(help));
        }

        private static String format(double v) {
            return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
        }
    }

    private final Combo topology;
    /** The topology open in the editor, offered first in the drop-down; empty when none is open. */
    private Optional<Topology> open = Optional.empty();
    private Optional<Scenario> openScenario = Optional.empty();
    private List<String> openBufferSettings = List.of();
    private final Runnable changed;
    private boolean filling;
    /** While the tuning fields are set as a whole (a recommendation applied, or taken back). */
    private boolean settingTuning;
    private final NumberField rttMillis;
    private final NumberField linkMbps;
    private final NumberField fileSizeMb;
    private final NumberField fileCount;
    private final NumberField transfers;
    private final NumberField chunkKib;
    private final NumberField window;
    private final NumberField tcpBufferKib;
    private final NumberField frame;
    private final NumberField channels;
    private final Button md5;
    private final Button text;
    private final List<NumberField> fields = new ArrayList<>();

    /**
     * @param onChange    every change, with the scenario once the fields are valid
     * @param overwritten a change other than {@link #setTuning}: typed, or filled from a topology
     */
    ScenarioForm(Composite parent, Consumer<Optional<Scenario>> onChange, Runnable overwritten) {
        Composite form = new Composite(parent, SWT.NONE);
        // One field a row: the form is a column beside the prediction.
        form.setLayout(new GridLayout(2, false));
        form.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        new Label(form, SWT.NONE).setText("Topology");
        topology = new Combo(form, SWT.READ_ONLY);
        for (TopologyKind kind : TopologyKind.values()) {
            topology.add(kind.label());
        }
        topology.select(TopologyKind.PB_SFTP_CROSSGEO.ordinal());
        GridData topologyLayout = new GridData(SWT.FILL, SWT.CENTER, false, false, 1, 1);
        // An open topology's long name must not widen the whole first column of the form.
        topologyLayout.widthHint = 140;
        topology.setLayoutData(topologyLayout);
        rttMillis = field(form, "RTT (ms)", "150", 0.01, 2000);
        linkMbps = field(form, "Link (Mbit/s)", "100", 0.1, 400_000);
        fileSizeMb = field(form, "File size (MB)", "10", 0.000001, 1_000_000);
        fileCount = field(form, "Files", "100", 1, 10_000_000);
        transfers = field(form, "Concurrent transfers", "1", 1, 1000);
        chunkKib = field(form, "Chunk size (KiB)", "256", 1, 102_400);
        window = field(form, "Window (chunks)", "10", 1, 10_000);
        frame = field(form, "Frame (windows)", "5", 1, 1000);
        tcpBufferKib = field(form, "TCP buffer (KiB)", "0", 0, 1_048_576, "0 = MQ's defaults. The slowest-buffered end of the WAN hop:"
                + " ClntSndBuffSize/ClntRcvBuffSize at a client agent's end (mqclient.ini, 32 KiB unless set),"
                + " SvrSndBuffSize/SvrRcvBuffSize or SndBuffSize/RcvRcvBuffSize on a queue manager");
        channels = field(form, "Channels", "1", 1, 16);
        md5 = new Button(form, SWT.CHECK);
        md5.setText("MD5 checksum");
        text = new Button(form, SWT.CHECK);
        text.setText("Text mode");
        changed = () -> {
            if (filling) {
                return;
            }
            if (!settingTuning) {
                overwritten.run();
            }
            fields.forEach(NumberField::showValidity);
            onChange.accept(scenario());
        };
        topology.addListener(SWT.Selection, e -> changed.run());
        md5.addListener(SWT.Selection, e -> changed.run());
        text.addListener(SWT.Selection, e -> changed.run());
        fields.forEach(f -> f.text().addListener(SWT.Modify, e -> changed.run()));
    }

    private NumberField field(Composite form, String label, String initial, double min, double max) {
        return field(form, label, initial, min, max, null);
    }

    private NumberField field(Composite form, String label, String initial, double min, double max, String help) {
        new Label(form, SWT.NONE).setText(label);
        Text input = new Text(form, SWT.BORDER | SWT.RIGHT);
        input.setText(initial);
        GridData layout = new GridData(SWT.FILL, SWT.CENTER, false, false);
        layout.widthHint = 70;
        input.setLayoutData(layout);
        NumberField field = new NumberField(input, label, min, max, help);
        input.setToolTipText(help);
        fields.add(field);
        return field;
    }

    /** Each invalid field's problem, in the form's order; empty when the scenario is complete. */
    List<String> problems() {
        return fields.stream().map(NumberField::problem).flatMap(Optional::stream).toList();
    }

    /** The scenario the fields describe, or empty while any field is invalid. */
    Optional<Scenario> scenario() {
        if (fields.stream().anyMatch(f -> f.value().isEmpty())) {
            return Optional.empty();
        }
        return Optional.of(new Scenario(kind(), rttMillis.value().get(),
                linkMbps.value().get(), Math.max(1, Math.round(fileSizeMb.value().get() * MB)),
                (int) Math.round(fileCount.value().get()), (int) Math.round(transfers.value().get()),
                (int) Math.round(chunkKib.value().get() * 1024), (int) Math.round(window.value().get()),
                md5.getSelection(), text.getSelection(), (int) Math.round(tcpBufferKib.value().get() * 1024),
                (int) Math.round(frame.value().get()), (int) Math.round(channels.value().get())));
    }

    /** The chunk size, window, concurrency and TCP buffer fields as typed. */
    List<String> tuning() {
        return tuningFields().stream().map(f -> f.text().getText()).toList();
    }

    /** The tuning fields' texts for {@code tuned}'s chunk size, window, concurrency and TCP buffer. */
    static List<String> tuningOf(Scenario tuned) {
        return List.of(Integer.toString(tuned.chunkBytes() / 1024), Integer.toString(tuned.window()),
                Integer.toString(tuned.transfers()), Integer.toString(tuned.tcpBufferBytes() / 1024));
    }

    /** Sets the tuning fields as one change, to a recommendation or back to what they were. */
    void setTuning(List<String> typed) {
        settingTuning = true;
        try {
            fill(() -> type(typed));
        } finally {
            settingTuning = false;
        }
    }

    private List<NumberField> tuningFields() {
        return List.of(chunkKib, window, transfers, tcpBufferKib);
    }

    private void type(List<String> texts) {
        List<NumberField> tuningFields = tuningFields();
        for (int i = 0; i < tuningFields.size(); i++) {
            tuningFields.get(i).text().setText(texts.get(i));
        }
    }

    /**
     * Offers the topology open in the editor first in the drop-down and, when it is new, selects it
     * and fills every field from it: its workload, the path's RTT and bandwidth, the source agent's
     * chunk, window and frame, the WAN hop's buffers and channels. Without one, the report kinds remain.
     */
    void useTopology(Optional<Topology> editing) {
        if (editing.equals(open)) {
            return;
        }
        int kindIndex = topology.getSelectionIndex() - (open.isPresent() ? 1 : 0);
        if (open.isPresent()) {
            topology.remove(0);
        }
        open = editing;
        try {
            openScenario = open.map(TopologyScenario::of);
            openBufferSettings = open.map(TopologyScenario::bufferSettings).orElse(List.of());
        } catch (IllegalArgumentException noTransferPath) {
            openScenario = Optional.empty();
            openBufferSettings = List.of();
        }
        if (open.isEmpty() || openScenario.isEmpty()) {
            open = Optional.empty();
            topology.select(Math.max(0, kindIndex));
            changed.run();
            return;
        }
        topology.add(open.get().name() + " (open in the editor)", 0);
        topology.select(0);
        Scenario s = openScenario.get();
        fill(() -> {
            rttMillis.text().setText(number(s.rttMillis()));
            linkMbps.text().setText(number(s.linkMbps()));
            fileSizeMb.text().setText(number(s.fileSizeBytes() / (double) MB));
            fileCount.text().setText(Integer.toString(s.fileCount()));
            transfers.text().setText(Integer.toString(s.transfers()));
            chunkKib.text().setText(number(s.chunkBytes() / 1024.0));
            window.text().setText(Integer.toString(s.window()));
            frame.text().setText(Integer.toString(s.frame()));
            tcpBufferKib.text().setText(number(s.tcpBufferBytes() / 1024.0));
            channels.text().setText(Integer.toString(s.channels()));
            md5.setSelection(s.md5());
            text.setSelection(s.text());
        });
    }

    /** The settings that size the WAN hop's buffers in the open topology's words, when it is the one selected. */
    List<String> bufferSettings() {
        return openSelected() ? openBufferSettings : List.of();
    }

    List<String> choices() {
        return List.of(topology.getItems());
    }

    private boolean openSelected() {
        return open.isPresent() && topology.getSelectionIndex() == 0;
    }

    private TopologyKind kind() {
        if (openSelected()) {
            return openScenario.orElseThrow().topology();
        }
        return TopologyKind.values()[topology.getSelectionIndex() - (open.isPresent() ? 1 : 0)];
    }

    /** Sets several fields as one change: the view recomputes once, after all of them. */
    private void fill(Runnable setFields) {
        filling = true;
        try {
            setFields.run();
        } finally {
            filling = false;
        }
        changed.run();
    }

    private static String number(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : java.math.BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
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
        fill(() -> type(tuningOf(s)));
    }

    private static String plain(double value) {
        return java.math.BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }
}
