package mftwb.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.model.Templates;

/**
 * Runs a generated apply.sh with /bin/sh against stand-ins for the MQ commands (dspmq, crtmqm,
 * strmqm, runmqsc) and for id (so the root-only OS step is skipped and the test machine is never
 * changed), under a private MQ_DATA_PATH.
 */
class ApplyScriptTest {
    @TempDir
    Path dir;
    private Path host;
    private Path data;
    private Path log;

    @BeforeEach
    void unpackHostA() throws IOException {
        assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "no /bin/sh");
        host = unpack("bindings-cluster.json", "hostA");
        data = Files.createDirectories(dir.resolve("var mqm"));
        log = dir.resolve("calls.log");
        Path bin = Files.createDirectories(dir.resolve("bin"));
        // dspmq knows a QM once crtmqm has "created" it; runmqsc records the script it was given
        fake(bin, "dspmq", "if [ -e \"$FAKE/qm-$2\" ]; then echo \"QMNAME($2) STATUS(Running)\"; else exit 72; fi");
        fake(bin, "crtmqm", "echo \"crtmqm $*\" >> \"$FAKE/calls.log\"; for last; do :; done; touch \"$FAKE/qm-$last\"");
        fake(bin, "strmqm", "echo \"strmqm $*\" >> \"$FAKE/calls.log\"");
        fake(bin, "runmqsc", RUNMQSC);
        fake(bin, "id", "echo 1000");
    }

    /**
     * runmqsc as it answers a script: each command echoed with its number, then its messages, then the
     * summary; exit 10 when a command failed. Objects are files under $FAKE/objects/QM/ holding their
     * attributes: DEFINE of an existing one fails with AMQ8150E unless REPLACE (which resets it to what
     * the command lists), ALTER adds to it. FAKE_RUNMQSC_FAIL, a grep pattern, makes matching commands
     * fail (object in use); FAKE_RUNMQSC_RC=20 is a queue manager that is not available.
     */
    private static final String RUNMQSC = """
            qm=$1
            if [ "${FAKE_RUNMQSC_RC:-0}" -eq 20 ]; then cat >/dev/null; echo 'AMQ8146E: IBM MQ queue manager not available.'; exit 20; fi
            mkdir -p "$FAKE/objects/$qm"
            echo "Starting MQSC for queue manager $qm."
            n=0
            failed=0
            while IFS= read -r line; do
              case $line in '*'*|'') continue ;; esac
              n=$((n + 1))
              printf '%6d : %s\n' "$n" "$line"
              echo "runmqsc $qm $line" >> "$FAKE/calls.log"
              verb=${line%% *}
              rest=${line#* }
              case $rest in QMGR*) object=QMGR ;; *) object="${rest%%)*})" ;; esac
              attributes=${rest#"$object"}
              file="$FAKE/objects/$qm/$object"
              if [ -n "${FAKE_RUNMQSC_FAIL:-}" ] && printf '%s\n' "$line" | grep -q -- "$FAKE_RUNMQSC_FAIL"; then
                echo 'AMQ8148E: IBM MQ object in use.'
                failed=$((failed + 1))
              elif [ "$verb" = DEFINE ] && [ -e "$file" ] && ! printf '%s\n' "$attributes" | grep -q ' REPLACE$'; then
                echo 'AMQ8150E: IBM MQ object already exists.'
                failed=$((failed + 1))
              elif [ "$verb" = DEFINE ]; then
                printf '%s\n' "$attributes" > "$file"
                echo 'AMQ8014I: IBM MQ object created.'
              elif [ "$verb" = ALTER ] && [ "$object" != QMGR ] && [ ! -e "$file" ]; then
                echo "AMQ8147E: IBM MQ object $object not found."
                failed=$((failed + 1))
              elif [ "$verb" = ALTER ]; then
                printf '%s\n' "$attributes" >> "$file"
                echo 'AMQ8016I: IBM MQ object changed.'
              fi
            done
            echo "$n MQSC commands read."
            echo 'No commands have a syntax error.'
            case $failed in
              0) echo 'All valid MQSC commands were processed.'; exit 0 ;;
              1) echo 'One valid MQSC command could not be processed.' ;;
              *) echo "$failed valid MQSC commands could not be processed." ;;
            esac
            exit 10
            """;

    /** Writes one host's generated files as the export does, and returns its folder. */
    private Path unpack(String template, String folder) throws IOException {
        ConfigurationBundle bundle = new ConfigurationGenerator().generate(Templates.named(template).orElseThrow().load());
        HostConfiguration generated = bundle.hosts().stream().filter(h -> h.folder().equals(folder)).findFirst().orElseThrow();
        Path unpacked = dir.resolve("bundle/" + folder);
        for (GeneratedFile file : generated.files()) {
            Path path = unpacked.resolve(file.path());
            Files.createDirectories(path.getParent());
            Files.write(path, file.bytes());
        }
        return unpacked;
    }

    private static void fake(Path bin, String name, String body) throws IOException {
        Path script = bin.resolve(name);
        Files.writeString(script, "#!/bin/sh\n" + body + "\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    private String apply() throws IOException, InterruptedException {
        return apply(Map.of(), 0);
    }

    private String apply(Map<String, String> environment, int expectedExit) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder("/bin/sh", host.resolve("apply.sh").toString()).redirectErrorStream(true);
        builder.environment().put("PATH", dir.resolve("bin") + ":/usr/bin:/bin");
        builder.environment().put("MQ_DATA_PATH", data.toString());
        builder.environment().put("FAKE", dir.toString());
        builder.environment().putAll(environment);
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "apply.sh did not finish");
        assertEquals(expectedExit, process.exitValue(), output);
        return output;
    }

    @Test
    void firstRunCreatesTheQueueManagerAndInstallsTheMftFiles() throws Exception {
        String output = apply();
        String calls = Files.readString(log);
        assertTrue(calls.contains("crtmqm -u SYSTEM.DEAD.LETTER.QUEUE -lp 16 -lf 16384 -ii ./qm.ini QM1"), calls);
        assertTrue(calls.contains("runmqsc QM1 DEFINE LISTENER(MFTWB.LISTENER) TRPTYPE(TCP) PORT(1414) CONTROL(QMGR)\n"), calls);
        assertTrue(calls.contains("runmqsc QM1 START LISTENER(MFTWB.LISTENER)"), calls);
        Path properties = data.resolve("mqft/config/COORDQM/agents/AGENT1/agent.properties");
        assertTrue(Files.readString(properties).contains("agentChunkSize="), output);
        assertTrue(output.contains("not root: install os/90-mftwb-tcp.conf"), output);
    }

    /** The fleet's MFT.SVRCONN has TLS and its own MCAUSER: a DEFINE ... REPLACE would have reset both to MQ's defaults. */
    @Test
    void anExistingChannelKeepsItsTlsAndGetsOnlyTheTunedAttributes() throws Exception {
        Path channel = Files.createDirectories(dir.resolve("objects/QM1")).resolve("CHANNEL(MFT.SVRCONN)");
        Files.writeString(channel, " CHLTYPE(SVRCONN) TRPTYPE(TCP) SSLCIPH(TLS_AES_256_GCM_SHA384) MCAUSER('app')\n");
        String output = apply();
        assertTrue(output.contains("AMQ8150E: IBM MQ object already exists."), "the DEFINE of the existing channel fails, as expected: " + output);
        assertEquals(" CHLTYPE(SVRCONN) TRPTYPE(TCP) SSLCIPH(TLS_AES_256_GCM_SHA384) MCAUSER('app')\n CHLTYPE(SVRCONN) MAXMSGL(4194304)\n",
                Files.readString(channel));
        assertTrue(output.contains("installed: "), "the script goes on: " + output);
    }

    @Test
    void aSecondRunFindsEveryObjectAndSucceeds() throws Exception {
        apply();
        String second = apply();
        assertEquals(Files.readString(log).lines().filter(l -> l.startsWith("runmqsc QM1 DEFINE")).count() / 2,
                second.lines().filter(l -> l.equals("AMQ8150E: IBM MQ object already exists.")).count(), second);
    }

    @Test
    void anyOtherMqscFailureStopsTheScript() throws Exception {
        Files.createDirectories(dir.resolve("objects/QM1"));
        Files.writeString(dir.resolve("objects/QM1/CHANNEL(MFT.SVRCONN)"), " CHLTYPE(SVRCONN)\n");
        String inUse = apply(Map.of("FAKE_RUNMQSC_FAIL", "^ALTER CHANNEL(MFT.SVRCONN)"), 10);
        assertTrue(inUse.contains("AMQ8148E") && inUse.contains("runmqsc QM1 failed (exit 10)"), inUse);
        assertFalse(inUse.contains("installed:"), "nothing after the failing queue manager step runs: " + inUse);
        String unavailable = apply(Map.of("FAKE_RUNMQSC_RC", "20"), 20);
        assertFalse(unavailable.contains("installed:"), "nothing after the failing queue manager step runs: " + unavailable);
    }

    @Test
    void alreadyExistsAnsweringAnythingButADefineStopsTheScript() throws Exception {
        Path runmqsc = dir.resolve("bin/runmqsc");
        String standIn = Files.readString(runmqsc);
        Files.writeString(runmqsc, standIn.replace("[ \"$verb\" = DEFINE ] && [ -e \"$file\" ]", "[ -e \"$file\" ] && [ \"$object\" != QMGR ]"));
        String output = apply(Map.of(), 10);
        assertTrue(output.contains("     2 : ALTER LISTENER") && output.contains("runmqsc QM1 failed (exit 10)"), output);
    }

    @Test
    void secondRunChangesNothingAndMakesNoBackup() throws Exception {
        Path properties = data.resolve("mqft/config/COORDQM/agents/AGENT1/agent.properties");
        Files.createDirectories(properties.getParent());
        Files.writeString(properties, "agentName=AGENT1\nagentChunkSize=1048576\n");
        String first = apply();
        assertTrue(first.contains("backed up: " + properties), first);
        String second = apply();
        assertTrue(second.contains("unchanged: " + properties), second);
        assertFalse(second.contains("backed up"), second);
        assertTrue(second.contains("QM1 exists: merge"), second);
        assertEquals(List.of("agentName=AGENT1\nagentChunkSize=1048576\n"), backupsOf(properties));
        assertEquals(1, Files.readString(log).lines().filter(l -> l.startsWith("crtmqm")).count(), "the queue manager is created once");
    }

    @Test
    void agentPropertiesAreMergedKeyByKeySoTheAgentKeepsItsCredentialsAndTls() throws Exception {
        Path properties = data.resolve("mqft/config/COORDQM/agents/AGENT1/agent.properties");
        Files.createDirectories(properties.getParent());
        String before = "# set up by the MQ team\nagentName=AGENT1\nagentQMgrAuthenticationCredentialsFile=/home/mqm/MQMFTCredentials.xml\n"
                + "agentSslCipherSpec=TLS_AES_256_GCM_SHA384\nagentChunkSize = 1048576\nagentSslTrustStore=/var/mqm/ssl/trust.jks\\\n    .bak\n\n";
        Files.writeString(properties, before);
        String first = apply();
        String merged = Files.readString(properties);
        String generated = Files.readString(host.resolve("mqft/config/COORDQM/agents/AGENT1/agent.properties"));
        for (String kept : List.of("# set up by the MQ team", "agentQMgrAuthenticationCredentialsFile=/home/mqm/MQMFTCredentials.xml",
                "agentSslCipherSpec=TLS_AES_256_GCM_SHA384", "agentSslTrustStore=/var/mqm/ssl/trust.jks\\\n    .bak")) {
            assertTrue(merged.contains(kept), "kept " + kept + " in\n" + merged);
        }
        generated.lines().filter(l -> !l.startsWith("#") && l.contains("=")).forEach(key -> assertTrue(merged.contains("\n" + key + "\n"), key + " in\n" + merged));
        assertFalse(merged.contains("1048576"), "the generated chunk size replaces the old one in place: " + merged);
        assertTrue(merged.indexOf("agentChunkSize=") < merged.indexOf("agentSslTrustStore"), merged);
        assertEquals(List.of(before), backupsOf(properties), first);
        assertTrue(apply().contains("unchanged: " + properties));

        Files.writeString(properties, merged.replace("agentWindowSize=10", "agentWindowSize=20"));
        String third = apply();
        assertTrue(third.contains("backed up: " + properties), third);
        assertEquals(2, backupsOf(properties).size(), "a backup for each run that changes the file: " + third);
        assertEquals(merged, Files.readString(properties));
        try (Stream<Path> left = Files.list(properties.getParent())) {
            assertEquals(List.of(), left.filter(p -> p.toString().endsWith(".mftwb-new")).toList(), "no temporary file left");
        }
    }

    /** The backups apply.sh kept beside a file, oldest first. */
    private static List<String> backupsOf(Path file) throws IOException {
        try (Stream<Path> siblings = Files.list(file.getParent())) {
            List<Path> backups = siblings.filter(p -> p.getFileName().toString().startsWith(file.getFileName() + ".mftwb-backup.")).sorted().toList();
            List<String> texts = new ArrayList<>();
            for (Path backup : backups) {
                texts.add(Files.readString(backup));
            }
            return texts;
        }
    }

    @Test
    void clientHostGetsMqclientIniUnlessOneExistsWhichIsNeverReplaced() throws Exception {
        host = unpack("pb-sftp-crossgeo.json", "hursley");
        Path installed = data.resolve("mqclient.ini");
        String first = apply();
        assertTrue(first.contains("installed: " + installed), first);
        assertEquals(Files.readString(host.resolve("mqclient.ini")), Files.readString(installed));
        assertTrue(apply().contains("unchanged: " + installed));
        Files.writeString(installed, "CHANNELS:\n   ChannelDefinitionDirectory=/var/mqm\n");
        String merge = apply();
        assertTrue(merge.contains("exists: merge the TCP stanza of " + host.resolve("mqclient.ini")), merge);
        assertEquals("CHANNELS:\n   ChannelDefinitionDirectory=/var/mqm\n", Files.readString(installed));
    }
}
