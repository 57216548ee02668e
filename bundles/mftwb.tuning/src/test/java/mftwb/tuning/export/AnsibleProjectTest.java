package mftwb.tuning.export;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.model.Templates;
import mftwb.model.Topology;
import mftwb.model.TopologyFile;
import mftwb.tuning.ConfigurationGenerator;

class AnsibleProjectTest {
    @TempDir
    Path dir;

    private static Map<String, String> project(Topology topology) {
        return AnsibleProject.entries(topology, new ConfigurationGenerator().generate(topology)).stream()
                .collect(Collectors.toMap(ArchiveEntry::path, e -> new String(e.content(), StandardCharsets.UTF_8), (a, b) -> a, TreeMap::new));
    }

    private static Topology sample(String name) throws Exception {
        return TopologyFile.read(Templates.named(name).orElseThrow().text(), name);
    }

    @Test
    void inventoryHasEveryHostWithItsAddressInRoleAndOsGroups() throws Exception {
        Map<String, String> files = project(sample("pb-sftp-crossgeo.json"));
        String inventory = files.get("inventory.yml");
        assertTrue(inventory.contains("    ansible_user: 'mqm'"), inventory);
        Topology topology = sample("pb-sftp-crossgeo.json");
        topology.hosts().forEach(h -> assertTrue(inventory.contains("ansible_host: !unsafe '" + h.address() + "'"), h.address() + " in\n" + inventory));
        for (String group : List.of("queue_manager_hosts:", "agent_hosts:", "bridge_hosts:", "linux_hosts:", "aix_hosts:")) {
            assertTrue(inventory.contains("    " + group + "\n"), group + " in\n" + inventory);
        }
        String bridgeHost = topology.agents().stream().filter(a -> a.isBridge()).findFirst().orElseThrow().hostName();
        String bridgeGroup = inventory.substring(inventory.indexOf("    bridge_hosts:"), inventory.indexOf("    linux_hosts:"));
        assertTrue(bridgeGroup.contains("'" + bridgeHost + "': {}"), bridgeGroup);
        for (String fixed : List.of("site.yml", "rollback.yml", "tasks/restore.yml", "tasks/restart.yml", "ansible.cfg", "templates/merge.j2", "group_vars/all.yml",
                "README.md")) {
            assertTrue(files.containsKey(fixed), fixed + " missing from " + files.keySet());
        }
    }

    @Test
    void hostVarsListEachFileByKindWithTheReasonsAsComments() throws Exception {
        Map<String, String> files = project(sample("client-mode.json"));
        String qmHost = files.get("host_vars/hostQM.yml");
        // qm.ini is merged key by key into the existing queue manager's file, with the reason above each key.
        assertTrue(qmHost.contains("  - file: !unsafe 'QM1/qm.ini'\n    base: 'mq_data_path'\n    path: !unsafe 'qmgrs/QM1/qm.ini'\n    queue_manager: !unsafe 'QM1'"), qmHost);
        assertTrue(qmHost.contains("    must_exist: true"), qmHost);
        assertTrue(qmHost.contains("# Largest log buffer (4096 pages of 4 KiB): MFT writes every chunk as a persistent message\n"
                + "      # Input: persistent MFT data\n      # Finding: IBM performance reports run queue managers with the largest log buffer\n"
                + "      - stanza: !unsafe 'Log'\n        key: !unsafe 'LogBufferPages'\n        value: !unsafe '4096'"), qmHost);
        assertTrue(qmHost.contains("mftwb_mqsc:\n  - file: !unsafe 'QM1/QM1.mqsc'\n    src: !unsafe 'hostQM/QM1/QM1.mqsc'"), qmHost);
        // Each object the MQSC touches, for dmpmqcfg before runmqsc and for rollback.yml after.
        assertTrue(qmHost.contains("    objects:\n      - type: 'listener'\n        name: !unsafe 'MFTWB.LISTENER'\n        mqsc: !unsafe 'LISTENER(''MFTWB.LISTENER'')'\n"
                + "        dump: !unsafe 'QM1/1-listener.mqsc'\n        delete: !unsafe 'STOP LISTENER(''MFTWB.LISTENER'') then DELETE LISTENER(''MFTWB.LISTENER'')'\n"), qmHost);
        assertTrue(qmHost.contains("mftwb_sysctl:\n  - file: !unsafe 'os/90-mftwb-tcp.conf'"), qmHost);
        assertFalse(qmHost.contains("apply.sh") || qmHost.contains("crtmqm.sh"), "the playbook replaces apply.sh and crtmqm.sh");
        // The queue manager is created, where dspmq does not know it, with crtmqm.sh's own options.
        Topology clientMode = sample("client-mode.json");
        List<String> options = mftwb.tuning.QueueManagerSizing.of(clientMode, clientMode.queueManagerNamed("QM1").orElseThrow()).crtmqmOptions();
        assertTrue(qmHost.contains("mftwb_queue_managers:\n  - name: !unsafe 'QM1'\n"), qmHost);
        assertTrue(qmHost.contains("    crtmqm: [" + options.stream().map(o -> "!unsafe '" + o + "'").collect(Collectors.joining(", ")) + "]\n"), qmHost);
        assertTrue(new ConfigurationGenerator().generate(clientMode).hosts().stream().filter(h -> h.folder().equals("hostQM")).findFirst().orElseThrow().files().stream()
                .filter(f -> f.path().equals("QM1/crtmqm.sh")).findFirst().orElseThrow().text().contains("crtmqm " + String.join(" ", options) + " -ii ./qm.ini 'QM1'"),
                "crtmqm.sh and the playbook create the queue manager alike");
        assertTrue(files.get("host_vars/hostA.yml").contains("mftwb_queue_managers: []"), "no queue manager on the agent host");
        assertEquals(files.get("files/hostQM/QM1/QM1.mqsc"), new ConfigurationGenerator().generate(sample("client-mode.json")).hosts().stream()
                .filter(h -> h.folder().equals("hostQM")).findFirst().orElseThrow().files().stream().filter(f -> f.path().equals("QM1/QM1.mqsc")).findFirst()
                .orElseThrow().text());
        String agentHost = files.get("host_vars/hostA.yml");
        // agent.properties merges key by key and restarts only its agent; agent.env is placed and sourced at start.
        assertTrue(agentHost.contains("  - file: !unsafe 'mqft/config/COORDQM/agents/AGENT1/agent.properties'\n    base: 'mft_data_path'\n"
                + "    path: !unsafe 'config/COORDQM/agents/AGENT1/agent.properties'\n    queue_manager: !unsafe ''\n    agents:\n      - !unsafe 'AGENT1'\n    stanzas: false"), agentHost);
        assertTrue(agentHost.contains("  - name: !unsafe 'AGENT1'\n    environment: !unsafe 'config/COORDQM/agents/AGENT1/agent.env'"), agentHost);
        assertTrue(files.containsKey("files/hostA/mqft/config/COORDQM/agents/AGENT1/agent.env"), files.keySet().toString());
        assertFalse(files.containsKey("files/hostA/mqft/config/COORDQM/agents/AGENT1/agent.properties"), "merged files travel as keys, not as files");
    }

    @Test
    void readmeSaysHowToRollBackAndWhatRollbackLeaves() throws Exception {
        String readme = project(sample("client-mode.json")).get("README.md");
        assertTrue(readme.contains("ansible-playbook rollback.yml --check --diff") && readme.contains("    ansible-playbook rollback.yml "), readme);
        String text = readme.replaceAll("\\s+", " ");
        assertTrue(text.contains("rollout-mq-RUN.json") && text.contains("the next rollback the one before it"), readme);
        assertTrue(text.contains("dmpmqcfg -m QM -x object -a -o mqsc -t TYPE -n NAME") && text.contains("feeds each saved definition back through `runmqsc`"), readme);
        assertTrue(text.contains("an object the run defined is left in place") && text.contains("a queue manager the run created is left in place"), readme);
        assertTrue(readme.contains("crtmqm QM1 where dspmq does not know it"), "the hosts table says which queue managers may be created: " + readme);
    }

    @Test
    void readmeSaysHowTheMqPlayRollsAcrossTheFleet() throws Exception {
        String text = project(sample("client-mode.json")).get("README.md").replaceAll("\\s+", " ");
        assertTrue(text.contains("one host at a time") && text.contains("-e mftwb_serial=10%") && text.contains("stops at the first host that fails"), text);
        assertTrue(text.contains("an agent `fteStopAgent` could not stop fails its host"), text);
    }

    @Test
    void newFileKindsFollowTheGenericRules() {
        // A file the tuning engine may add later (e.g. mqclient.ini for a client agent) needs no change here.
        var file = new mftwb.tuning.FileBuilder("mqclient.ini", mftwb.tuning.FileBuilder.CommentStyle.HASH).line("TCP:")
                .value("   ClntSndBuffSize=524288", "why", "input", "").build();
        FileRule.Target target = FileRule.targetOf(file, List.of("QM1"), List.of("A", "B")).orElseThrow();
        assertEquals(FileRule.Kind.MERGE_STANZAS, target.kind());
        assertEquals("mq_data_path", target.base());
        assertEquals(List.of("A", "B"), target.agents(), "agents read mqclient.ini at start");
        assertEquals("qmgrs/QM!1!X/qm.ini", FileRule.targetOf(new mftwb.tuning.FileBuilder("QM.1.X/qm.ini", mftwb.tuning.FileBuilder.CommentStyle.HASH).build(),
                List.of("QM.1.X"), List.of()).orElseThrow().path(), "MQ keeps QM.1.X in qmgrs/QM!1!X");
    }

    @Test
    void sameTopologyGivesTheSameBytesAndFormatsShareTheFiles() throws Exception {
        Topology topology = sample("standard-crossgeo.json");
        ByteArrayOutputStream first = new ByteArrayOutputStream();
        ByteArrayOutputStream second = new ByteArrayOutputStream();
        DeterministicArchive.write(AnsibleProject.entries(topology, new ConfigurationGenerator().generate(topology)), ArchiveFormat.TAR_GZ, first);
        DeterministicArchive.write(AnsibleProject.entries(topology, new ConfigurationGenerator().generate(topology)), ArchiveFormat.TAR_GZ, second);
        assertArrayEquals(first.toByteArray(), second.toByteArray());
        Path folder = dir.resolve("project");
        AnsibleProject.write(AnsibleProject.entries(topology, new ConfigurationGenerator().generate(topology)), folder, false);
        Path unpacked = dir.resolve("unpacked");
        Path archive = dir.resolve("project.tar.gz");
        AnsibleProject.write(AnsibleProject.entries(topology, new ConfigurationGenerator().generate(topology)), archive, false);
        SafeExtractor.extract(archive, ArchiveFormat.TAR_GZ, unpacked);
        assertEquals(tree(folder), tree(unpacked));
    }

    @Test
    void existingTargetsAreKeptWithoutForceAndOnlyAPreviousProjectIsReplaced() throws Exception {
        Topology topology = sample("client-mode.json");
        var bundle = new ConfigurationGenerator().generate(topology);
        Path folder = dir.resolve("project");
        AnsibleProject.write(AnsibleProject.entries(topology, bundle), folder, false);
        Files.writeString(folder.resolve("site.yml"), "edited");
        assertThrows(FileAlreadyExistsException.class, () -> AnsibleProject.write(AnsibleProject.entries(topology, bundle), folder, false));
        assertEquals("edited", Files.readString(folder.resolve("site.yml")));
        Files.writeString(folder.resolve("stale.txt"), "from an older export");
        AnsibleProject.write(AnsibleProject.entries(topology, bundle), folder, true);
        assertFalse(Files.exists(folder.resolve("stale.txt")), "a forced export replaces the whole previous project");
        assertTrue(Files.readString(folder.resolve("site.yml")).contains("ansible.builtin.template"));
        Path userFolder = Files.createDirectories(dir.resolve("documents"));
        Files.writeString(userFolder.resolve("notes.txt"), "mine");
        assertThrows(FileAlreadyExistsException.class, () -> AnsibleProject.write(AnsibleProject.entries(topology, bundle), userFolder, true));
        assertEquals("mine", Files.readString(userFolder.resolve("notes.txt")));
        Path zip = dir.resolve("p.zip");
        Files.writeString(zip, "keep");
        assertThrows(FileAlreadyExistsException.class, () -> AnsibleProject.write(AnsibleProject.entries(topology, bundle), zip, false));
        assertEquals("keep", Files.readString(zip));
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(List.of("documents", "p.zip", "project"), left.map(p -> p.getFileName().toString()).sorted().toList(), "no temporary folder left behind");
        }
    }

    private static Map<String, String> tree(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            Map<String, String> tree = new TreeMap<>();
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                tree.put(root.relativize(file).toString(), Files.readString(file));
            }
            return tree;
        }
    }

    @Test
    void hostileNamesAndAddressesReachAnsibleAsPlainText() throws Exception {
        Ansible.assumeInstalled();
        Path marker = dir.resolve("templated");
        String address = "a'b\"c{{ lookup('pipe', 'touch " + marker + "') }} - x: y #z {% raw %}";
        String name = "evil: '{{ 7 * 7 }}' #\u0085\u2028 [all]";
        Topology topology = LabTopology.of(name, address, "agent_hosts", "!unsafe {{");
        Path project = dir.resolve("project");
        AnsibleProject.write(AnsibleProject.entries(topology, new ConfigurationGenerator().generate(topology)), project, false);
        Ansible.Run inventory = Ansible.run(project, dir, "ansible-inventory", "-i", "inventory.yml", "--list");
        assertEquals(0, inventory.exitCode(), inventory.output());
        // Ansible shows a value it will never template as {"__ansible_unsafe": "..."}.
        assertTrue(inventory.output().contains("\"ansible_host\": {\n                    \"__ansible_unsafe\": \"" + json(address) + "\""), inventory.output());
        assertTrue(inventory.output().contains("\"__ansible_unsafe\": \"!unsafe {{\""), inventory.output());
        assertTrue(inventory.output().contains("\"mftwb_host\": {\n                    \"__ansible_unsafe\": \"" + json(name) + "\""), inventory.output());
        assertTrue(inventory.output().contains("\"agent_hosts_host\""), "a host named like a group gets its own inventory name: " + inventory.output());
        for (String playbook : List.of("site.yml", "rollback.yml")) {
            Ansible.Run check = Ansible.run(project, dir, "ansible-playbook", "--syntax-check", playbook);
            assertEquals(0, check.exitCode(), check.output());
        }
        Ansible.Run shown = Ansible.run(project, dir, "ansible", "-i", "inventory.yml", "all", "-c", "local", "-m", "ansible.builtin.debug", "-a", "var=ansible_host");
        assertTrue(shown.output().contains(json(address)), shown.output());
        assertFalse(Files.exists(marker), "a {{ }} in an address must never run");
    }

    /** JSON's escaping of the characters the hostile names above use (ansible-inventory writes NEL and LS as they are). */
    private static String json(String text) {
        return text.replace("\\", "\\\\").replace("\"", "\\\"");
    }
}
