package mftwb.estate;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import mftwb.model.CpuArchitecture;
import mftwb.model.DiskKind;
import mftwb.model.Host;
import mftwb.model.JvmKind;
import mftwb.model.OperatingSystem;
import mftwb.model.Topology;
import mftwb.remote.HostProbe;
import mftwb.remote.HostProbeFields;
import mftwb.remote.RemoteCommand;
import mftwb.remote.SshConnection;

/**
 * "Discover from hosts": what one SSH login finds on a host (the host facts Probe host reads, the
 * queue managers {@code dspmq} lists, the agents configured under the MFT configuration folder)
 * and the topology all the hosts make together, built by the same rules as an imported
 * inventory. An agent's {@code agent.properties} says where it runs and how it connects
 * ({@code agentQMgrHost} set means client mode); {@code fteListAgents} lists the whole network's
 * agents, so it only places agents of this host's own queue managers that have no configuration
 * folder here. The coordination queue manager is the one the configuration folder is named after.
 */
public final class EstateDiscovery {
    /** Where IBM MQ keeps its commands and data by default on Linux and AIX. */
    public static final String DEFAULT_BIN_FOLDER = "/opt/mqm/bin";
    public static final String DEFAULT_DATA_FOLDER = "/var/mqm";

    // $1: MQ bin folder, $2: MQ data folder; passed as arguments so no path is ever parsed by the shell.
    private static final String SCRIPT = "PATH=$PATH:$1:/opt/mqm/bin:/usr/mqm/bin; "
            + RemoteCommand.TAG_FUNCTION
            + "if command -v dspmq >/dev/null 2>&1; then dspmq 2>&1 | tag @dspmq; else echo '@nodspmq'; fi; "
            + "for f in \"$2\"/mqft/config/*/agents/*/agent.properties; do "
            + "if [ -r \"$f\" ]; then printf '@agentfile %s\\n' \"$f\"; tag @agentprop < \"$f\"; fi; done; true";
    private static final Pattern QMNAME = Pattern.compile("QMNAME\\(([^)]*)\\)(?:.*STATUS\\(([^)]*)\\))?");
    private static final Pattern CONFIG_PATH = Pattern.compile(".*/mqft/config/([^/]+)/agents/([^/]+)/agent\\.properties");

    private EstateDiscovery() {
    }

    /** A queue manager {@code dspmq} listed, with its status ("Running", "Ended normally"). */
    public record FoundQueueManager(String name, String status) {
    }

    /**
     * An agent found on a host.
     *
     * @param queueManagerHost agentQMgrHost; empty in bindings mode
     * @param port agentQMgrPort (1414 when not set)
     * @param coordination the coordination queue manager its configuration folder is under; empty if unknown
     * @param source where it was found: the agent.properties path, or "fteListAgents"
     */
    public record FoundAgent(String name, String queueManager, boolean bridge, String queueManagerHost, int port,
            String channel, String coordination, String source) {
    }

    /**
     * What one host holds.
     *
     * @param address what the user typed to reach it (the topology's host address)
     * @param host the host's fields as probed, named after its {@code uname -n} (first label)
     */
    public record FoundHost(String address, Host host, Optional<String> mqVersion, List<FoundQueueManager> queueManagers,
            List<FoundAgent> agents) {
        public FoundHost {
            queueManagers = List.copyOf(queueManagers);
            agents = List.copyOf(agents);
        }
    }

    /** The topology of the hosts found, and what was left out and why. */
    public record Discovery(Topology topology, List<String> notes) {
        public Discovery {
            notes = List.copyOf(notes);
        }
    }

    /**
     * Logs in once more on the open connection: the host facts, then {@code dspmq} and the agents'
     * configuration. {@code binFolder} and {@code dataFolder} are the MQ installation's (the
     * defaults unless MQ was installed elsewhere).
     */
    public static FoundHost discover(SshConnection ssh, String address, String binFolder, String dataFolder) throws IOException {
        HostProbe probe = HostProbe.run(ssh);
        SshConnection.ExecResult result = ssh.run(RemoteCommand.of("sh", "-c", SCRIPT, "discover", binFolder, dataFolder),
                Duration.ofSeconds(60));
        if (result.exitStatus() != 0) {
            throw new IOException(ssh.target() + ": discovery failed (exit " + result.exitStatus() + "): " + result.stderr().strip());
        }
        return found(address, probe, result.stdout());
    }

    /** Reads the discovery script's tagged output, next to the host probe's. */
    static FoundHost found(String address, HostProbe probe, String output) {
        String name = probe.hostName().contains(".") ? probe.hostName().substring(0, probe.hostName().indexOf('.')) : probe.hostName();
        Host typical = new Host(name, address, CpuArchitecture.X86_64, OperatingSystem.LINUX, 1, 1, 1, DiskKind.LOCAL, JvmKind.HOTSPOT);
        Host host = HostProbeFields.of(Topology.empty("discovery").withElement(typical), name, probe).probedHost();
        List<FoundQueueManager> qms = new ArrayList<>();
        Map<String, Map<String, String>> properties = new LinkedHashMap<>();
        Map<String, String> current = null;
        for (String line : output.split("\n")) {
            int space = line.indexOf(' ');
            String tag = space < 0 ? line : line.substring(0, space);
            String text = space < 0 ? "" : line.substring(space + 1).strip();
            switch (tag) {
                case "@dspmq" -> {
                    Matcher m = QMNAME.matcher(text);
                    if (m.find()) {
                        qms.add(new FoundQueueManager(m.group(1).strip(), m.group(2) == null ? "" : m.group(2).strip()));
                    }
                }
                case "@agentfile" -> {
                    current = new LinkedHashMap<>();
                    properties.put(text, current);
                }
                case "@agentprop" -> {
                    int equals = text.indexOf('=');
                    if (current != null && equals > 0 && !text.startsWith("#")) {
                        current.put(text.substring(0, equals).strip(), text.substring(equals + 1).strip());
                    }
                }
                default -> {
                    // login banners and the like
                }
            }
        }
        List<FoundAgent> agents = new ArrayList<>();
        properties.forEach((path, p) -> {
            Matcher m = CONFIG_PATH.matcher(path);
            String coordination = m.matches() ? m.group(1) : "";
            String agentName = p.getOrDefault("agentName", m.matches() ? m.group(2) : "");
            String qm = p.getOrDefault("agentQMgr", "");
            if (!agentName.isEmpty() && !qm.isEmpty()) {
                agents.add(new FoundAgent(agentName, qm, p.getOrDefault("agentType", "STANDARD").toUpperCase(Locale.ROOT).contains("BRIDGE"),
                        p.getOrDefault("agentQMgrHost", ""), port(p.get("agentQMgrPort")),
                        p.getOrDefault("agentQMgrChannel", "SYSTEM.DEF.SVRCONN"), coordination, path));
            }
        });
        for (HostProbe.Agent listed : probe.agents()) {
            boolean configured = agents.stream().anyMatch(a -> a.name().equals(listed.name()));
            boolean localQm = qms.stream().anyMatch(q -> q.name().equals(listed.queueManager()));
            if (!configured && localQm) {
                agents.add(new FoundAgent(listed.name(), listed.queueManager(), false, "", EstateBuilder.DEFAULT_LISTENER_PORT,
                        "SYSTEM.DEF.SVRCONN", "", "fteListAgents"));
            }
        }
        return new FoundHost(address, host, probe.mqVersion(), qms, agents);
    }

    private static int port(String value) {
        try {
            return value == null ? EstateBuilder.DEFAULT_LISTENER_PORT : Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            return EstateBuilder.DEFAULT_LISTENER_PORT;
        }
    }

    /** The topology of everything found, laid out; agents whose queue manager was not found are left out, with a note. */
    public static Discovery topology(String name, List<FoundHost> hosts) throws InventoryException {
        List<String> notes = new ArrayList<>();
        List<InventoryRow> qmRows = new ArrayList<>();
        List<InventoryRow> agentRows = new ArrayList<>();
        Map<String, Host> known = new LinkedHashMap<>();
        Optional<String> coordination = hosts.stream().flatMap(h -> h.agents().stream()).map(FoundAgent::coordination)
                .filter(c -> !c.isEmpty()).findFirst();
        for (int i = 0; i < hosts.size(); i++) {
            FoundHost found = hosts.get(i);
            Host h = found.host();
            known.put(h.name(), h);
            String source = "discovery of " + found.address();
            int line = i + 1;
            if (found.queueManagers().isEmpty() && found.agents().isEmpty()) {
                qmRows.add(row(source, line, found, "", "", "", "", ""));
            }
            for (FoundQueueManager qm : found.queueManagers()) {
                int port = hosts.stream().flatMap(x -> x.agents().stream()).filter(a -> a.queueManager().equals(qm.name())
                        && !a.queueManagerHost().isEmpty()).map(FoundAgent::port).findFirst().orElse(EstateBuilder.DEFAULT_LISTENER_PORT);
                InventoryRow row = row(source, line, found, qm.name(), Integer.toString(port), "", "", "");
                // The builder makes the first queue manager the coordination one.
                if (coordination.filter(qm.name()::equals).isPresent()) {
                    qmRows.add(0, row);
                } else {
                    qmRows.add(row);
                }
            }
            for (FoundAgent agent : found.agents()) {
                boolean client = !agent.queueManagerHost().isEmpty();
                boolean qmFound = hosts.stream().anyMatch(x -> x.queueManagers().stream().anyMatch(q -> q.name().equals(agent.queueManager())));
                if (client && !qmFound) {
                    notes.add("Agent " + agent.name() + " on " + h.name() + " is a client of " + agent.queueManager() + " on "
                            + agent.queueManagerHost() + ", which is not among the hosts discovered: left out.");
                    continue;
                }
                agentRows.add(row(source, line, found, agent.queueManager(), client ? Integer.toString(agent.port()) : "", agent.name(),
                        agent.bridge() ? "protocol-bridge" : "standard", client ? "client:" + agent.channel() : "bindings"));
            }
        }
        List<InventoryRow> rows = new ArrayList<>(qmRows);
        rows.addAll(agentRows);
        return new Discovery(EstateBuilder.build(name, InventoryRow.COLUMNS, rows, known, List.of()), notes);
    }

    private static InventoryRow row(String source, int line, FoundHost found, String qm, String port, String agent, String kind,
            String connection) {
        Host h = found.host();
        return new InventoryRow(source, line, h.name(), found.address(), h.operatingSystem().word(), h.architecture().word(), qm,
                port, agent, kind, connection);
    }
}
