package mftwb.tuning;

import java.util.ArrayList;
import java.util.List;

import mftwb.model.Agent;
import mftwb.model.AgentConnection;
import mftwb.model.AgentProperties;
import mftwb.model.QueueManager;
import mftwb.model.Topology;

/**
 * The topology as a bundle would leave it: the values the bundle sets that the model holds (TCP
 * buffers at both ends of every channel, queue manager tuning, chunk size and transfer limits)
 * written into it, so the planner can price the drawn and the applied topology side by side; and,
 * in the user's words, what else the bundle changes that no model value carries.
 *
 * @param notModelled settings the bundle changes whose effect the model cannot price
 */
public record AppliedBundle(Topology topology, List<String> notModelled) {

    public AppliedBundle {
        notModelled = List.copyOf(notModelled);
    }

    static AppliedBundle of(Topology drawn) {
        Topology applied = drawn;
        for (QueueManager qm : drawn.queueManagers()) {
            applied = applied.withElement(qm.withTuning(QueueManagerSizing.of(drawn, qm).recommendedTuning()));
        }
        int concurrent = Math.max(1, drawn.workload().concurrentTransfers());
        for (Agent agent : drawn.agents()) {
            AgentProperties tuned = MftFiles.written(agent, concurrent);
            AgentConnection connection = agent.connection();
            if (connection instanceof AgentConnection.Client client) {
                int buffer = (int) ClientSizing.of(drawn, drawn.hostNamed(agent.hostName()).orElseThrow()).orElseThrow().bufferBytes();
                connection = client.withBuffers(buffer, buffer);
            }
            applied = applied.withElement(new Agent(agent.name(), agent.kind(), agent.queueManagerName(), agent.hostName(), connection, tuned));
        }
        return new AppliedBundle(applied, notModelled(drawn));
    }

    private static List<String> notModelled(Topology drawn) {
        List<String> settings = new ArrayList<>();
        if (!drawn.queueManagers().isEmpty()) {
            settings.add("queue manager logs and MQIBindType=FASTPATH (qm.ini, crtmqm)");
            settings.add("queue buffers DefaultQBufferSize/DefaultPQBufferSize (the model's queue buffer is a calibrated figure)");
            settings.add("channel NPMSPEED(FAST) and MAXMSGL (MQSC)");
        }
        if (!drawn.agents().isEmpty()) {
            boolean jit = drawn.agents().stream().anyMatch(a -> drawn.hostNamed(a.hostName()).filter(h -> MftFiles.addsScorchingJit(drawn, h, a)).isPresent());
            settings.add("agent heap (BFG_JVM_PROPERTIES)" + (jit ? " and OpenJ9 JIT options" : ""));
        }
        settings.add("OS TCP settings beyond the socket buffers (auto-tuning ceilings, slow start after idle)");
        return settings;
    }
}
