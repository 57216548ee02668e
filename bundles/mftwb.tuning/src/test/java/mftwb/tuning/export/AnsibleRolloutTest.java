package mftwb.tuning.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.model.Topology;
import mftwb.tuning.ConfigurationGenerator;

/**
 * The generated project run by ansible-core against two OpenSSH hosts in network namespaces, logged
 * in as an unprivileged user whose home holds the MQ paths and stand-in MQ and MFT commands that
 * record their calls: the first run changes files and restarts what changed, the second changes
 * nothing, check mode on a modified host shows the diff and changes nothing, and the run after it
 * restarts only what the modification touched (and reports runmqsc's exit 10 as a warning).
 */
class AnsibleRolloutTest {
    private static final String ORIGINAL_QM_INI = """
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
    private static final String ORIGINAL_AGENT_PROPERTIES = "agentDesc=written by fteCreateAgent\nagentQMgr=QM1\nagentChunkSize=262144\n";
    private static final Pattern RECAP = Pattern.compile("(?m)^(\\S+)\\s*:\\s*ok=(\\d+)\\s+changed=(\\d+)\\s+unreachable=(\\d+)\\s+failed=(\\d+)");

    @TempDir
    static Path dir;
    static LabHost qmHost;
    static LabHost agentHost;
    static Path project;

    @BeforeAll
    static void bringUpHostsAndExport() throws Exception {
        Ansible.assumeInstalled();
        LabHost.assumeAvailable();
        int index = 100 + new Random().nextInt(149);
        qmHost = LabHost.up(Files.createDirectories(dir.resolve("qmhost")), index);
        agentHost = LabHost.up(Files.createDirectories(dir.resolve("agenthost")), index + 1);
        Topology topology = LabTopology.of("qmhost", qmHost.address, "agenthost", agentHost.address);
        project = dir.resolve("project");
        AnsibleProject.write(AnsibleProject.entries(topology, new ConfigurationGenerator().generate(topology)), project, false);
        for (LabHost host : List.of(qmHost, agentHost)) {
            standIns(host);
        }
        Files.writeString(Files.createDirectories(qmHost.home.resolve("var/mqm/qmgrs/QM1")).resolve("qm.ini"), ORIGINAL_QM_INI);
        Files.writeString(Files.createDirectories(agentHost.home.resolve("var/mqm/mqft/config/QM1/agents/AGENT2")).resolve("agent.properties"),
                ORIGINAL_AGENT_PROPERTIES);
        for (LabHost host : List.of(qmHost, agentHost)) {
            host.ownHome();
        }
        // Where a user points the project at their hosts: a second inventory beside the generated one.
        StringBuilder lab = new StringBuilder("all:\n  vars:\n    ansible_ssh_common_args: '-o UserKnownHostsFile=" + knownHosts()
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

    @AfterAll
    static void removeHosts() throws Exception {
        for (LabHost host : new LabHost[] { qmHost, agentHost }) {
            if (host != null) {
                host.close();
            }
        }
    }

    /** dspmq, runmqsc, endmqm/strmqm, fteStopAgent/fteStartAgent and sysctl that append their call to ~/calls.log. */
    private static void standIns(LabHost host) throws IOException {
        Path bin = Files.createDirectories(host.home.resolve("opt/mqm/bin"));
        Files.createDirectories(host.home.resolve("etc/sysctl.d"));
        String log = host.home.resolve("calls.log").toString();
        script(bin.resolve("dspmq"), "echo \"dspmq $*\" >> '" + log + "'\necho \"QMNAME($2)                                                STATUS(Running)\"");
        script(bin.resolve("runmqsc"), "echo \"runmqsc $* ($(grep -c '^DEFINE\\|^SET\\|^ALTER') commands)\" >> '" + log + "'");
        script(bin.resolve("fteStartAgent"), "echo \"fteStartAgent $* BFG_JVM_PROPERTIES=$BFG_JVM_PROPERTIES\" >> '" + log + "'");
        for (String command : List.of("endmqm", "strmqm", "fteStopAgent", "sysctl")) {
            script(bin.resolve(command), "echo \"" + command + " $*\" >> '" + log + "'");
        }
        Files.writeString(host.home.resolve("calls.log"), "");
    }

    private static void script(Path file, String body) throws IOException {
        Files.writeString(file, "#!/bin/sh\n" + body + "\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    private static Path knownHosts() throws IOException {
        Path file = dir.resolve("known_hosts");
        Files.writeString(file, Files.readString(qmHost.state.resolve("known_hosts")) + Files.readString(agentHost.state.resolve("known_hosts")));
        return file;
    }

    private static Ansible.Run playbook(String... options) throws Exception {
        List<String> args = new java.util.ArrayList<>(List.of("-i", "inventory.yml", "-i", dir.resolve("lab.yml").toString(), "site.yml"));
        args.addAll(List.of(options));
        long start = System.nanoTime();
        Ansible.Run run = Ansible.run(project, dir, "ansible-playbook", args.toArray(String[]::new));
        assertEquals(0, run.exitCode(), run.output());
        System.out.printf("ansible-playbook %s: %.1f s%n", String.join(" ", options), (System.nanoTime() - start) / 1e9);
        // The recap lines, for the test log.
        run.output().lines().filter(l -> RECAP.matcher(l).find()).forEach(System.out::println);
        return run;
    }

    /** changed= of each host in the PLAY RECAP. */
    private static Map<String, Integer> changed(Ansible.Run run) {
        Map<String, Integer> changed = new TreeMap<>();
        Matcher m = RECAP.matcher(run.output());
        while (m.find()) {
            changed.put(m.group(1), Integer.parseInt(m.group(3)));
            assertEquals("0", m.group(4) + m.group(5).substring(1), "unreachable/failed in " + run.output());
        }
        assertEquals(List.of("agenthost", "qmhost"), List.copyOf(changed.keySet()), run.output());
        return changed;
    }

    private static List<String> calls(LabHost host) throws IOException {
        return Files.readAllLines(host.home.resolve("calls.log"));
    }

    private static Map<String, String> files(LabHost host) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> all = Files.walk(host.home.resolve("var/mqm"))) {
            for (Path file : all.filter(Files::isRegularFile).toList()) {
                files.put(host.home.relativize(file).toString(), Files.readString(file));
            }
        }
        return files;
    }

    @Test
    void firstRunChangesAndRestartsSecondChangesNothingCheckModeOnlyShowsTheDiff() throws Exception {
        Ansible.Run first = playbook();
        Map<String, Integer> firstChanged = changed(first);
        assertTrue(firstChanged.get("qmhost") > 0 && firstChanged.get("agenthost") > 0, first.output());
        String qmIni = Files.readString(qmHost.home.resolve("var/mqm/qmgrs/QM1/qm.ini"));
        // Merged key by key: new values in place, missing keys and stanzas added, the rest as crtmqm wrote it.
        assertTrue(qmIni.contains("   LogType=CIRCULAR\n   LogBufferPages=4096\n   LogPath=/var/mqm/log/QM1/\n"), qmIni);
        assertTrue(qmIni.contains("ExitPath:\n   ExitsDefaultPath=/var/mqm/exits/\n") && qmIni.contains("Service:\n   Name=AuthorizationService\n"), qmIni);
        assertTrue(qmIni.contains("TCP:\n   SndBuffSize=0\n   KeepAlive=Yes\n   SvrSndBuffSize="), "no QM-to-QM channel: SndBuffSize stays, the client buffers join TCP\n" + qmIni);
        assertTrue(qmIni.contains("\nTuningParameters:\n   DefaultPQBufferSize="), qmIni);
        assertTrue(qmIni.startsWith("#*****"), qmIni);
        try (Stream<Path> backups = Files.list(qmHost.home.resolve("var/mqm/qmgrs/QM1"))) {
            List<Path> kept = backups.filter(p -> p.getFileName().toString().matches("qm\\.ini\\..*~")).toList();
            assertEquals(1, kept.size(), kept.toString());
            assertEquals(ORIGINAL_QM_INI, Files.readString(kept.get(0)), "the backup is the file before the run");
        }
        String properties = Files.readString(agentHost.home.resolve("var/mqm/mqft/config/QM1/agents/AGENT2/agent.properties"));
        assertTrue(properties.startsWith("agentDesc=written by fteCreateAgent\n"), properties);
        assertTrue(properties.contains("agentQMgrChannel=MFT.SVRCONN"), properties);
        assertTrue(Files.exists(qmHost.home.resolve("etc/sysctl.d/90-mftwb-tcp.conf")));
        List<String> qmCalls = calls(qmHost);
        for (String expected : List.of("runmqsc QM1 (", "dspmq -m QM1", "endmqm -w QM1", "strmqm QM1", "fteStopAgent AGENT1", "fteStartAgent AGENT1 BFG_JVM_PROPERTIES=-X",
                "sysctl -p " + qmHost.home.resolve("etc/sysctl.d/90-mftwb-tcp.conf"))) {
            assertTrue(qmCalls.stream().anyMatch(c -> c.startsWith(expected)), expected + " in " + qmCalls);
        }
        assertTrue(calls(agentHost).stream().anyMatch(c -> c.startsWith("fteStartAgent AGENT2 BFG_JVM_PROPERTIES=-X")), calls(agentHost).toString());
        assertFalse(calls(agentHost).stream().anyMatch(c -> c.startsWith("runmqsc") || c.startsWith("endmqm")), calls(agentHost).toString());

        Ansible.Run second = playbook();
        assertEquals(Map.of("agenthost", 0, "qmhost", 0), changed(second), second.output());
        assertEquals(qmCalls, calls(qmHost), "nothing restarted or re-run the second time");

        // An operator edits qm.ini on one host and agent.env on the other; check mode shows exactly that.
        Path qmIniPath = qmHost.home.resolve("var/mqm/qmgrs/QM1/qm.ini");
        Files.writeString(qmIniPath, qmIni.replace("LogBufferPages=4096", "LogBufferPages=512"));
        Path agentEnv = agentHost.home.resolve("var/mqm/mqft/config/QM1/agents/AGENT2/agent.env");
        Files.writeString(agentEnv, Files.readString(agentEnv) + "export EXTRA=1\n");
        Map<String, String> qmFiles = files(qmHost);
        Map<String, String> agentFiles = files(agentHost);
        List<String> qmCallsBefore = calls(qmHost);
        List<String> agentCallsBefore = calls(agentHost);
        Ansible.Run check = playbook("--check", "--diff");
        assertEquals(Map.of("agenthost", 1, "qmhost", 1), changed(check), check.output());
        assertTrue(check.output().contains("-   LogBufferPages=512\n+   LogBufferPages=4096\n"), check.output());
        assertTrue(check.output().contains("-export EXTRA=1\n"), check.output());
        assertEquals(qmFiles, files(qmHost), "check mode changes no file");
        assertEquals(agentFiles, files(agentHost), "check mode changes no file");
        assertEquals(agentCallsBefore, calls(agentHost), "check mode runs no MFT command");
        assertEquals(List.of("dspmq -m QM1"), calls(qmHost).subList(qmCallsBefore.size(), calls(qmHost).size()), "check mode only asks dspmq");

        // The real run puts both back and restarts exactly what they belong to. The MQSC copy is gone
        // too (so runmqsc runs again), and runmqsc reports some commands failed (exit 10): a warning, not a failure.
        Files.delete(qmHost.home.resolve("var/mqm/mftwb/QM1/QM1.mqsc"));
        script(qmHost.home.resolve("opt/mqm/bin/runmqsc"), "echo \"runmqsc $* (exit 10)\" >> '" + qmHost.home.resolve("calls.log") + "'\n"
                + "cat >/dev/null\necho 'AMQ8150E: IBM MQ object already exists.'\nexit 10");
        List<String> qmCallsBeforeFix = calls(qmHost);
        Ansible.Run fix = playbook();
        // qmhost: qm.ini, the MQSC copy, runmqsc, endmqm, strmqm; agenthost: agent.env, fteStopAgent, fteStartAgent.
        assertEquals(Map.of("agenthost", 3, "qmhost", 5), changed(fix), fix.output());
        assertTrue(fix.output().contains("AMQ8150E"), "the failed MQSC commands are shown: " + fix.output());
        assertEquals(List.of("runmqsc QM1 (exit 10)", "dspmq -m QM1", "endmqm -w QM1", "strmqm QM1"), calls(qmHost).subList(qmCallsBeforeFix.size(), calls(qmHost).size()));
        List<String> agentRestart = calls(agentHost).subList(agentCallsBefore.size(), calls(agentHost).size());
        assertEquals(2, agentRestart.size(), agentRestart.toString());
        assertEquals("fteStopAgent AGENT2", agentRestart.get(0));
        assertTrue(agentRestart.get(1).startsWith("fteStartAgent AGENT2 BFG_JVM_PROPERTIES=-X"), agentRestart.toString());
        assertEquals(qmIni, Files.readString(qmIniPath));
        System.out.println("first run: " + firstChanged + ", second run: " + changed(second) + ", check mode: " + changed(check));
    }
}
