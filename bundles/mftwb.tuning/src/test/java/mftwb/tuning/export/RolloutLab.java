package mftwb.tuning.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import mftwb.model.Topology;
import mftwb.tuning.ConfigurationGenerator;

/**
 * The lab the Ansible rollout tests run the generated project in: two OpenSSH hosts in network
 * namespaces (LabTopology's qmhost with QM1 and AGENT1, agenthost with client agent AGENT2), logged in
 * as an unprivileged user whose home holds the MQ paths, and stand-ins for the MQ and MFT commands
 * that append their call to ~/calls.log. IBM MQ cannot be installed here: dspmq knows a queue manager
 * when its qmgrs/DIR/qm.ini exists and otherwise exits 72 as IBM documents, crtmqm writes a qm.ini,
 * strmqm/endmqm keep its status in ~/mq-status. The stand-in queue manager's objects are one file each
 * under ~/mq-objects/QMDIR/ (TYPE-NAME, or qmgr) holding its DEFINE and the ALTERs since: runmqsc
 * answers as the real one (each command echoed with its number, its message, the summary, exit 10 when
 * one failed): a DEFINE of an object that exists fails with AMQ8150E unless it says REPLACE, an ALTER of
 * one that does not with AMQ8147E. It keeps its whole input in ~/runmqsc/. dmpmqcfg -t TYPE -n NAME prints
 * the object between comments as the real one does, and prints only the comments for one it does not have.
 * Skips the calling test without ansible-core or root.
 */
final class RolloutLab implements AutoCloseable {
    private static final Pattern RECAP = Pattern.compile("(?m)^(\\S+)\\s*:\\s*ok=(\\d+)\\s+changed=(\\d+)\\s+unreachable=(\\d+)\\s+failed=(\\d+)");
    /** The qm.ini the crtmqm stand-in writes, as crtmqm writes it (trimmed). */
    static final String CRTMQM_QM_INI = """
            Log:
               LogPrimaryFiles=3
               LogSecondaryFiles=2
               LogFilePages=4096
               LogType=CIRCULAR
               LogBufferPages=0
            """;

    /** Where QM1's qm.ini and AGENT2's agent.properties lie under their host's home. */
    static final String QM_INI = "var/mqm/qmgrs/QM1/qm.ini";
    static final String AGENT2_PROPERTIES = "var/mqm/mqft/config/QM1/agents/AGENT2/agent.properties";
    /** QM1's qm.ini before the rollout, as crtmqm wrote it (trimmed); {@link #writeOriginals} puts it in place. */
    static final String ORIGINAL_QM_INI = """
            #*******************************************************************#
            #* Module Name: qm.ini (as crtmqm wrote it, trimmed)                *#
            #*******************************************************************#
            ExitPath:
               ExitsDefaultPath=/var/mqm/exits/
            Log:
               LogPrimaryFiles=3
               LogSecondaryFiles=2
               LogFilePages=4096
               LogType=CIRCULAR
               LogBufferPages=0
               LogPath=/var/mqm/log/QM1/
            Service:
               Name=AuthorizationService
            TCP:
               SndBuffSize=0
               KeepAlive=Yes
            """;
    /** AGENT2's agent.properties before the rollout, as fteCreateAgent wrote it. */
    static final String ORIGINAL_AGENT_PROPERTIES = "agentDesc=written by fteCreateAgent\nagentQMgr=QM1\nagentChunkSize=262144\n";

    final LabHost qmHost;
    final LabHost agentHost;
    final Path project;
    private final Path dir;

    private RolloutLab(Path dir, LabHost qmHost, LabHost agentHost, Path project) {
        this.dir = dir;
        this.qmHost = qmHost;
        this.agentHost = agentHost;
        this.project = project;
    }

    /** Both hosts with the stand-ins and the exported project; the caller writes the hosts' files, then calls {@link #ownHomes()}. */
    static RolloutLab up(Path dir) throws Exception {
        Ansible.assumeInstalled();
        LabHost.assumeAvailable();
        LabHost qmHost = LabHost.up(Files.createDirectories(dir.resolve("qmhost")));
        LabHost agentHost = null;
        try {
            agentHost = LabHost.up(Files.createDirectories(dir.resolve("agenthost")));
            Topology topology = LabTopology.of("qmhost", qmHost.address, "agenthost", agentHost.address);
            Path project = dir.resolve("project");
            AnsibleProject.write(AnsibleProject.entries(topology, new ConfigurationGenerator().generate(topology)), project, false);
            RolloutLab lab = new RolloutLab(dir, qmHost, agentHost, project);
            for (LabHost host : List.of(qmHost, agentHost)) {
                lab.standIns(host);
            }
            lab.inventory();
            return lab;
        } catch (Exception | Error e) {
            qmHost.close();
            if (agentHost != null) {
                agentHost.close();
            }
            throw e;
        }
    }

    void ownHomes() throws IOException, InterruptedException {
        for (LabHost host : List.of(qmHost, agentHost)) {
            host.ownHome();
        }
    }

    private void standIns(LabHost host) throws IOException {
        Path bin = Files.createDirectories(host.home.resolve("opt/mqm/bin"));
        Files.createDirectories(host.home.resolve("etc/sysctl.d"));
        String log = host.home.resolve("calls.log").toString();
        String qmgrs = host.home.resolve("var/mqm/qmgrs").toString();
        String status = Files.createDirectories(host.home.resolve("mq-status")).toString();
        // The folder MQ keeps a queue manager in: '.' becomes '!' and '/' becomes '&'.
        String dirOfLast = "for qm; do :; done; d=$(printf '%s' \"$qm\" | tr './' '!&')\n";
        script(bin.resolve("dspmq"), "echo \"dspmq $*\" >> '" + log + "'\n" + dirOfLast + "if [ -f '" + qmgrs + "'/\"$d\"/qm.ini ]; then\n"
                + "  echo \"QMNAME($qm)                                                STATUS($(cat '" + status + "'/\"$d\" 2>/dev/null || echo Running))\"\n"
                + "else\n  echo 'AMQ7048E: The queue manager name is either not valid or not known.'\n  exit 72\nfi");
        script(bin.resolve("crtmqm"), "echo \"crtmqm $*\" >> '" + log + "'\n" + dirOfLast + "mkdir -p '" + qmgrs + "'/\"$d\"\n"
                + "printf '%s' '" + CRTMQM_QM_INI + "' > '" + qmgrs + "'/\"$d\"/qm.ini\necho 'Ended immediately' > '" + status + "'/\"$d\"");
        script(bin.resolve("strmqm"), "echo \"strmqm $*\" >> '" + log + "'\n" + dirOfLast + "echo Running > '" + status + "'/\"$d\"");
        script(bin.resolve("endmqm"), "echo \"endmqm $*\" >> '" + log + "'\n" + dirOfLast + "echo 'Ended normally' > '" + status + "'/\"$d\"");
        String objects = Files.createDirectories(host.home.resolve("mq-objects")).toString();
        String inputs = Files.createDirectories(host.home.resolve("runmqsc")).toString();
        script(bin.resolve("runmqsc"), "in=$(cat)\necho \"runmqsc $* ($(printf '%s\\n' \"$in\" | grep -c '^DEFINE\\|^SET\\|^ALTER') commands)"
                + "$(printf '%s\\n' \"$in\" | grep '^START' | sed 's/^/ /')\" >> '" + log + "'\n"
                + "printf '%s\\n' \"$in\" > '" + inputs + "'/$(printf '%03d' $(($(ls '" + inputs + "' | wc -l) + 1))).mqsc\n"
                + dirOfLast + "mkdir -p '" + objects + "'/\"$d\"\n"
                + "printf '%s\\n' \"$in\" | awk -v dir='" + objects + "'/\"$d\" -v q=\"'\" '\n"
                + "  function exists(f,  line, found) { found = (getline line < f) > 0; close(f); return found }\n"
                + "  /^[*]/ || /^[ \\t]*$/ { next }\n"
                + "  { printf \"%6d : %s\\n\", ++n, $0 }\n"
                + "  /^(DEFINE|ALTER) +QMGR/ { f = dir \"/qmgr\"; print > f; close(f); print \"AMQ8005I: IBM MQ queue manager changed.\"; next }\n"
                + "  /^(DEFINE|ALTER) +[A-Z]+\\(/ { rest = $0; sub(/^[A-Z]+ +/, \"\", rest); kind = substr(rest, 1, index(rest, \"(\") - 1)\n"
                + "    name = substr(rest, index(rest, \"(\") + 1); name = substr(name, 1, index(name, \")\") - 1); gsub(q, \"\", name)\n"
                + "    type = kind == \"CHANNEL\" ? \"channel\" : kind == \"LISTENER\" ? \"listener\" : \"queue\"\n"
                + "    f = dir \"/\" type \"-\" name\n"
                + "    if ($1 == \"DEFINE\" && $0 !~ / REPLACE$/ && exists(f)) { print \"AMQ8150E: IBM MQ object already exists.\"; failed++; next }\n"
                + "    if ($1 == \"ALTER\" && !exists(f)) { print \"AMQ8147E: IBM MQ object \" name \" not found.\"; failed++; next }\n"
                + "    if ($1 == \"DEFINE\") print > f; else print >> f\n"
                + "    close(f); print \"AMQ8016I: IBM MQ object changed.\" }\n"
                + "  END { print n \" MQSC commands read.\"; print \"No commands have a syntax error.\"\n"
                + "    if (!failed) { print \"All valid MQSC commands were processed.\"; exit 0 }\n"
                + "    m = failed == 1 ? \"One valid MQSC command\" : failed \" valid MQSC commands\"; print m \" could not be processed.\"; exit 10 }'");
        script(bin.resolve("dmpmqcfg"), "echo \"dmpmqcfg $*\" >> '" + log + "'\nqm= t= n=\n"
                + "while [ $# -gt 0 ]; do case \"$1\" in -m) qm=$2; shift;; -t) t=$2; shift;; -n) n=$2; shift;; esac; shift; done\n"
                + "d=$(printf '%s' \"$qm\" | tr './' '!&')\necho '* Script generated by the stand-in dmpmqcfg'\n"
                + "cat '" + objects + "'/\"$d\"/\"$t${n:+-$n}\" 2>/dev/null\necho '* Script ended'");
        script(bin.resolve("fteStartAgent"), "echo \"fteStartAgent $* BFG_JVM_PROPERTIES=$BFG_JVM_PROPERTIES\" >> '" + log + "'");
        for (String command : List.of("fteStopAgent", "sysctl")) {
            script(bin.resolve(command), "echo \"" + command + " $*\" >> '" + log + "'");
        }
        Files.writeString(host.home.resolve("calls.log"), "");
    }

    static void script(Path file, String body) throws IOException {
        Files.writeString(file, "#!/bin/sh\n" + body + "\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    /** Where a user points the project at their hosts: a second inventory beside the generated one. */
    private void inventory() throws IOException {
        Path knownHosts = dir.resolve("known_hosts");
        Files.writeString(knownHosts, Files.readString(qmHost.state.resolve("known_hosts")) + Files.readString(agentHost.state.resolve("known_hosts")));
        StringBuilder lab = new StringBuilder("all:\n  vars:\n    ansible_ssh_common_args: '-o UserKnownHostsFile=" + knownHosts
                + " -o StrictHostKeyChecking=yes -o IdentitiesOnly=yes'\n  hosts:\n");
        for (Map.Entry<String, LabHost> host : Map.of("qmhost", qmHost, "agenthost", agentHost).entrySet()) {
            Path home = host.getValue().home;
            lab.append("    ").append(host.getKey()).append(":\n")
                    .append("      ansible_user: ").append(host.getValue().user).append('\n')
                    .append("      ansible_python_interpreter: /usr/bin/python3\n")
                    .append("      ansible_ssh_private_key_file: ").append(host.getValue().state.resolve("client_key")).append('\n')
                    .append("      mq_data_path: ").append(home.resolve("var/mqm")).append('\n')
                    .append("      mq_bin: ").append(home.resolve("opt/mqm/bin")).append('\n')
                    .append("      sysctl_dir: ").append(home.resolve("etc/sysctl.d")).append('\n')
                    .append("      sysctl_command: ").append(home.resolve("opt/mqm/bin/sysctl")).append('\n');
        }
        Files.writeString(dir.resolve("lab.yml"), lab);
    }

    /** ansible-playbook PLAYBOOK with the generated and the lab inventory; fails the test unless it succeeds. */
    Ansible.Run playbook(String playbook, String... options) throws Exception {
        long start = System.nanoTime();
        Ansible.Run run = run(playbook, options);
        assertEquals(0, run.exitCode(), run.output());
        System.out.printf("ansible-playbook %s %s: %.1f s%n", playbook, String.join(" ", options), (System.nanoTime() - start) / 1e9);
        run.output().lines().filter(l -> RECAP.matcher(l).find()).forEach(System.out::println);
        return run;
    }

    /** ansible-playbook PLAYBOOK as {@link #playbook}, for a run the test expects to fail: fails the test if it succeeds. */
    Ansible.Run failingPlaybook(String playbook) throws Exception {
        Ansible.Run run = run(playbook);
        assertNotEquals(0, run.exitCode(), run.output());
        return run;
    }

    private Ansible.Run run(String playbook, String... options) throws Exception {
        List<String> args = new ArrayList<>(List.of("-i", "inventory.yml", "-i", dir.resolve("lab.yml").toString(), playbook));
        args.addAll(List.of(options));
        return Ansible.run(project, dir, "ansible-playbook", args.toArray(String[]::new));
    }

    /** changed= of each host in the PLAY RECAP; fails the test on unreachable or failed hosts. */
    static Map<String, Integer> changed(Ansible.Run run) {
        Map<String, Integer> changed = new TreeMap<>();
        Matcher m = RECAP.matcher(run.output());
        while (m.find()) {
            changed.put(m.group(1), Integer.parseInt(m.group(3)));
            assertEquals("unreachable=0 failed=0", "unreachable=" + m.group(4) + " failed=" + m.group(5), run.output());
        }
        assertEquals(List.of("agenthost", "qmhost"), List.copyOf(changed.keySet()), run.output());
        return changed;
    }

    static List<String> calls(LabHost host) throws IOException {
        return Files.readAllLines(host.home.resolve("calls.log"));
    }

    /** The calls a host's stand-ins recorded after the first {@code before} ones. */
    static List<String> callsSince(LabHost host, List<String> before) throws IOException {
        List<String> all = calls(host);
        return all.subList(before.size(), all.size());
    }

    /** The stand-in queue manager's definition of an object ({@code channel-NAME}, {@code qmgr}...), or null when it has none. */
    static String definition(LabHost host, String queueManager, String object) throws IOException {
        Path file = host.home.resolve("mq-objects").resolve(FileRule.directoryOf(queueManager)).resolve(object);
        return Files.exists(file) ? Files.readString(file) : null;
    }

    /** Puts QM1's qm.ini and AGENT2's agent.properties as they were before any rollout on the hosts; then {@link #ownHomes()}. */
    void writeOriginals() throws IOException {
        write(qmHost, QM_INI, ORIGINAL_QM_INI);
        write(agentHost, AGENT2_PROPERTIES, ORIGINAL_AGENT_PROPERTIES);
    }

    /** Writes a file a host had before the rollout, at {@code path} under its home (folders made as needed). */
    static void write(LabHost host, String path, String content) throws IOException {
        Path file = host.home.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, content);
    }

    /** Sets the stand-in queue manager's definition of an object, as an administrator's runmqsc would have. */
    static void define(LabHost host, String queueManager, String object, String definition) throws IOException {
        write(host, "mq-objects/" + FileRule.directoryOf(queueManager) + "/" + object, definition + "\n");
    }

    /** What each runmqsc call read, in call order. */
    static List<String> runmqscInputs(LabHost host) throws IOException {
        try (Stream<Path> inputs = Files.list(host.home.resolve("runmqsc"))) {
            List<String> read = new ArrayList<>();
            for (Path input : inputs.sorted().toList()) {
                read.add(Files.readString(input));
            }
            return read;
        }
    }

    /** The host's latest record of a play ({@code mq} or {@code os}) that rollback.yml has not undone yet, or null when it has none. */
    static Path latestRecord(LabHost host, String play) throws IOException {
        Path state = host.home.resolve("var/mqm/mftwb");
        if (Files.notExists(state)) {
            return null;
        }
        try (Stream<Path> records = Files.list(state)) {
            return records.filter(p -> p.getFileName().toString().matches("rollout-" + play + "-.*[.]json")).sorted().reduce((older, newer) -> newer).orElse(null);
        }
    }

    /** Every file under the host's MQ data path, by path relative to its home. */
    static Map<String, String> files(LabHost host) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> all = Files.walk(host.home.resolve("var/mqm"))) {
            for (Path file : all.filter(Files::isRegularFile).toList()) {
                files.put(host.home.relativize(file).toString(), Files.readString(file));
            }
        }
        return files;
    }

    @Override
    public void close() throws Exception {
        for (LabHost host : new LabHost[] { qmHost, agentHost }) {
            host.close();
        }
    }
}
