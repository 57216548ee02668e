package mftwb.ui.topology;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.ToIntFunction;

import mftwb.model.Agent;
import mftwb.model.AgentProperties;
import mftwb.model.Topology;
import mftwb.ui.properties.Checks;
import mftwb.ui.properties.Field;

/** An agent's agent.properties values as Properties rows (category "agent.properties"). */
final class AgentPropertyFields {
    private static final String CATEGORY = "agent.properties";

    private record Knob(String id, long min, long max, ToIntFunction<AgentProperties> read) {
    }

    /** Integer properties in record order; chunk sizes the reports tried range from 64K to 4M. */
    private static final List<Knob> KNOBS = List.of(
            new Knob("agentChunkSize", 1024, 104857600, AgentProperties::chunkBytes),
            new Knob("agentWindowSize", 1, 1000, AgentProperties::windowSize),
            new Knob("agentFrameSize", 1, 1000, AgentProperties::frameSize),
            new Knob("agentCheckpointInterval", 1, 1000, AgentProperties::checkpointInterval),
            new Knob("maxSourceTransfers", 1, 1000, AgentProperties::maxSourceTransfers),
            new Knob("maxDestinationTransfers", 1, 1000, AgentProperties::maxDestinationTransfers),
            new Knob("maxQueuedTransfers", 1, 100000, AgentProperties::maxQueuedTransfers));

    private AgentPropertyFields() {
    }

    static List<Field<Topology>> of(Function<Topology, Agent> agent, BiFunction<Topology, AgentProperties, Topology> write) {
        List<Field<Topology>> fields = new ArrayList<>();
        for (int i = 0; i < KNOBS.size(); i++) {
            Knob knob = KNOBS.get(i);
            int index = i;
            fields.add(Field.text(knob.id(), knob.id(), CATEGORY, t -> String.valueOf(knob.read().applyAsInt(agent.apply(t).properties())),
                    (t, v) -> write.apply(t, with(agent.apply(t).properties(), index, Integer.parseInt(v), null, null)),
                    Checks.integer(knob.id(), knob.min(), knob.max())));
        }
        fields.add(Field.choice("agentMultipleChannelsEnabled", "agentMultipleChannelsEnabled", CATEGORY, List.of("true", "false"),
                t -> String.valueOf(agent.apply(t).properties().multipleChannelsEnabled()),
                (t, v) -> write.apply(t, with(agent.apply(t).properties(), -1, 0, Boolean.valueOf(v), null))));
        fields.add(Field.text("jvmOptions", "BFG_JVM_PROPERTIES", CATEGORY, t -> agent.apply(t).properties().jvmOptions(),
                (t, v) -> write.apply(t, with(agent.apply(t).properties(), -1, 0, null, v)), text -> null));
        return fields;
    }

    private static AgentProperties with(AgentProperties p, int index, int value, Boolean multipleChannels, String jvmOptions) {
        int[] v = KNOBS.stream().mapToInt(k -> k.read().applyAsInt(p)).toArray();
        if (index >= 0) {
            v[index] = value;
        }
        return new AgentProperties(v[0], v[1], v[2], v[3], v[4], v[5], v[6],
                multipleChannels != null ? multipleChannels : p.multipleChannelsEnabled(), jvmOptions != null ? jvmOptions : p.jvmOptions());
    }
}
