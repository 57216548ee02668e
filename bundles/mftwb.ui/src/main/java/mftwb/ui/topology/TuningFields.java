package mftwb.ui.topology;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.ToIntFunction;

import mftwb.model.MqiBindType;
import mftwb.model.QueueManager;
import mftwb.model.QueueManagerTuning;
import mftwb.model.Topology;
import mftwb.ui.properties.Checks;
import mftwb.ui.properties.Field;

/** The qm.ini and crtmqm values of a queue manager as Properties rows (category "Tuning"). */
final class TuningFields {
    private static final String CATEGORY = "Tuning";

    private TuningFields() {
    }

    /** The tuning record's integer components, in record order, with their labels and limits. */
    private record Knob(String id, String label, long min, long max, ToIntFunction<QueueManagerTuning> read) {
    }

    private static final List<Knob> KNOBS = List.of(
            knob("logPrimaryFiles", "Log primary files (-lp)", QueueManagerTuning.LOG_PRIMARY_FILES),
            knob("logSecondaryFiles", "Log secondary files (-ls)", QueueManagerTuning.LOG_SECONDARY_FILES),
            knob("logFilePages", "Log file pages (-lf, 4 KiB)", QueueManagerTuning.LOG_FILE_PAGES),
            knob("defaultQBufferBytes", "DefaultQBufferSize (bytes)", QueueManagerTuning.DEFAULT_Q_BUFFER),
            knob("defaultPQBufferBytes", "DefaultPQBufferSize (bytes)", QueueManagerTuning.DEFAULT_PQ_BUFFER),
            new Knob("sndBuffSizeBytes", "TCP SndBuffSize (0 = OS)", 0, Integer.MAX_VALUE, QueueManagerTuning::sndBuffSizeBytes),
            new Knob("rcvBuffSizeBytes", "TCP RcvBuffSize (0 = OS)", 0, Integer.MAX_VALUE, QueueManagerTuning::rcvBuffSizeBytes),
            new Knob("rcvSndBuffSizeBytes", "TCP RcvSndBuffSize (0 = OS)", 0, Integer.MAX_VALUE, QueueManagerTuning::rcvSndBuffSizeBytes),
            new Knob("rcvRcvBuffSizeBytes", "TCP RcvRcvBuffSize (0 = OS)", 0, Integer.MAX_VALUE, QueueManagerTuning::rcvRcvBuffSizeBytes),
            new Knob("svrSndBuffSizeBytes", "TCP SvrSndBuffSize, to clients (0 = OS)", 0, Integer.MAX_VALUE, QueueManagerTuning::svrSndBuffSizeBytes),
            new Knob("svrRcvBuffSizeBytes", "TCP SvrRcvBuffSize, from clients (0 = OS)", 0, Integer.MAX_VALUE, QueueManagerTuning::svrRcvBuffSizeBytes));

    /** A knob within the range the model's validation uses too. */
    private static Knob knob(String id, String label, QueueManagerTuning.Limit limit) {
        return new Knob(id, label, limit.min(), limit.max(), limit.read());
    }

    static List<Field<Topology>> of(Function<Topology, QueueManager> qm) {
        List<Field<Topology>> fields = new ArrayList<>();
        for (int i = 0; i < KNOBS.size(); i++) {
            Knob knob = KNOBS.get(i);
            int index = i;
            fields.add(Field.text("tuning." + knob.id(), knob.label(), CATEGORY,
                    t -> String.valueOf(knob.read().applyAsInt(qm.apply(t).tuning())),
                    (t, v) -> t.withElement(qm.apply(t).withTuning(with(qm.apply(t).tuning(), index, Integer.parseInt(v), null))),
                    Checks.integer(knob.label(), knob.min(), knob.max())));
        }
        fields.add(ElementProperties.choice("tuning.mqiBindType", "MQIBindType", CATEGORY, MqiBindType.class,
                t -> qm.apply(t).tuning().mqiBindType(),
                (t, v) -> t.withElement(qm.apply(t).withTuning(with(qm.apply(t).tuning(), -1, 0, v)))));
        return fields;
    }

    /** A copy with knob {@code index} set to {@code value} (or the bind type set when not null). */
    private static QueueManagerTuning with(QueueManagerTuning t, int index, int value, MqiBindType bindType) {
        int[] v = KNOBS.stream().mapToInt(k -> k.read().applyAsInt(t)).toArray();
        if (index >= 0) {
            v[index] = value;
        }
        return new QueueManagerTuning(v[0], v[1], v[2], bindType != null ? bindType : t.mqiBindType(), v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10]);
    }
}
