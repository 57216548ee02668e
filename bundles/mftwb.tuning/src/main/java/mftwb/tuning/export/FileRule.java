package mftwb.tuning.export;

import java.util.List;
import java.util.Optional;

import mftwb.tuning.GeneratedFile;

/**
 * What the Ansible project does with a generated file, decided by its kind and folder alone, so a
 * file the tuning engine starts generating later needs no change here: MQ ini files (qm.ini,
 * mqclient.ini) and Java .properties are merged key by key, MQSC goes through runmqsc when it
 * changed, os/*.conf is a sysctl file, other os/ scripts run when they changed, every other file is
 * placed with a backup. Files under a queue manager's folder belong to that queue manager (a change
 * restarts it); under mqft/.../agents/AGENT/ to that agent; the host's other MQ and MFT files to
 * every agent on the host (they read them at start).
 */
final class FileRule {
    static final String MQ_DATA_PATH = "mq_data_path";
    static final String MFT_DATA_PATH = "mft_data_path";
    static final String STATE_PATH = "mftwb_state_path";
    static final String SYSCTL_DIR = "sysctl_dir";

    enum Kind {
        MERGE_STANZAS("mftwb_merge", false), MERGE_KEYS("mftwb_merge", false), PLACE("mftwb_place", true), MQSC("mftwb_mqsc", true),
        SYSCTL("mftwb_sysctl", true), OS_SCRIPT("mftwb_os_scripts", true);

        private final String hostVariable;
        private final boolean copiesFile;

        Kind(String hostVariable, boolean copiesFile) {
            this.hostVariable = hostVariable;
            this.copiesFile = copiesFile;
        }

        /** The list in host_vars/HOST.yml that site.yml loops over for this kind. */
        String hostVariable() {
            return hostVariable;
        }

        /** Whether the project carries the file itself (in files/HOST/) rather than its keys. */
        boolean copiesFile() {
            return copiesFile;
        }
    }

    /**
     * @param base the group_vars variable the path is relative to (IBM's default location unless the user sets it)
     * @param queueManager the queue manager to restart when the file changed, or empty
     * @param agents the agents to restart when the file changed
     * @param mustExist the file is part of something that must already exist (a queue manager's qm.ini)
     */
    record Target(GeneratedFile file, Kind kind, String base, String path, String queueManager, List<String> agents, boolean mustExist) {
    }

    private FileRule() {
    }

    /**
     * The queue manager a Unix crtmqm.sh creates: the playbook creates it with the same options where
     * dspmq does not know it (a Windows crtmqm.cmd is for hosts the playbook does not touch).
     */
    static Optional<String> queueManagerCreatedBy(GeneratedFile file, List<String> queueManagers) {
        String[] parts = file.path().split("/");
        return parts.length == 2 && parts[1].equals("crtmqm.sh") && file.executable() && queueManagers.contains(parts[0]) ? Optional.of(parts[0]) : Optional.empty();
    }

    /** Empty for files the playbook does not apply: apply.sh (the playbook does its work), crtmqm.cmd, notes for hand-configured systems. */
    static Optional<Target> targetOf(GeneratedFile file, List<String> queueManagers, List<String> agentsOnHost) {
        String path = file.path();
        String[] parts = path.split("/");
        String name = parts[parts.length - 1];
        if (parts.length == 1 && name.equals("apply.sh")) {
            return Optional.empty();
        }
        if (parts[0].equals("os")) {
            if (name.endsWith(".conf")) {
                return Optional.of(new Target(file, Kind.SYSCTL, SYSCTL_DIR, name, "", List.of(), false));
            }
            return file.executable() ? Optional.of(new Target(file, Kind.OS_SCRIPT, STATE_PATH, path, "", List.of(), false)) : Optional.empty();
        }
        if (parts.length > 1 && queueManagers.contains(parts[0])) {
            String queueManager = parts[0];
            if (name.endsWith(".mqsc")) {
                return Optional.of(new Target(file, Kind.MQSC, STATE_PATH, path, queueManager, List.of(), false));
            }
            if (file.executable()) {
                return Optional.empty(); // crtmqm.cmd: Windows hosts are configured by hand; crtmqm.sh see queueManagerCreatedBy
            }
            String inQueueManager = path.substring(queueManager.length() + 1);
            return Optional.of(new Target(file, kindByName(name), MQ_DATA_PATH, "qmgrs/" + directoryOf(queueManager) + "/" + inQueueManager, queueManager, List.of(),
                    true));
        }
        List<String> agents = agentsReading(parts, agentsOnHost);
        if (parts[0].equals("mqft") && parts.length > 1) {
            return Optional.of(new Target(file, kindByName(name), MFT_DATA_PATH, path.substring("mqft/".length()), "", agents, false));
        }
        return Optional.of(new Target(file, kindByName(name), MQ_DATA_PATH, path, "", agents, false));
    }

    private static Kind kindByName(String name) {
        if (name.endsWith(".ini")) {
            return Kind.MERGE_STANZAS;
        }
        return name.endsWith(".properties") ? Kind.MERGE_KEYS : Kind.PLACE;
    }

    /** The agents that read a file at start: its own agent under mqft/config/QM/agents/AGENT/, else all on the host. */
    private static List<String> agentsReading(String[] parts, List<String> agentsOnHost) {
        String name = parts[parts.length - 1];
        // The agent reloads ProtocolBridgeProperties.xml by itself; a template is only an example for the user.
        if (name.equals("ProtocolBridgeProperties.xml") || name.endsWith(".template")) {
            return List.of();
        }
        if (parts.length > 5 && parts[0].equals("mqft") && parts[3].equals("agents")) {
            return agentsOnHost.contains(parts[4]) ? List.of(parts[4]) : List.of();
        }
        return agentsOnHost;
    }

    /** The folder MQ keeps a queue manager in under qmgrs/: '.' becomes '!' and '/' becomes '&'. */
    static String directoryOf(String queueManager) {
        return queueManager.replace('.', '!').replace('/', '&');
    }
}
