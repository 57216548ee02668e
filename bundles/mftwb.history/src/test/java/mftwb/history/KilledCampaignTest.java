package mftwb.history;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A campaign process killed with SIGKILL mid-run loses at most the run in progress, while another
 * process writes its own campaign into the same embedded database (through the first one's
 * loopback H2 server, or as the server once the first is gone).
 */
class KilledCampaignTest {
    @TempDir
    Path dir;

    private static String location(Class<?> type) throws URISyntaxException {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    }

    /** Where the child finds the classes this test sees: the bundles' folders or jars. */
    private static String classPath() throws URISyntaxException {
        List<String> entries = new ArrayList<>();
        for (Class<?> type : List.of(RecordingCampaign.class, CampaignHistory.class, mftwb.runner.RunResult.class,
                mftwb.model.Checksum.class, org.h2.Driver.class, org.postgresql.Driver.class,
                org.eclipse.core.runtime.IProgressMonitor.class)) {
            String at = location(type);
            if (!entries.contains(at)) {
                entries.add(at);
            }
        }
        // In a workspace bundle the test classes sit beside the main ones.
        Path classes = Path.of(location(CampaignHistory.class));
        entries.add(classes.resolveSibling("test-classes").toString());
        return String.join(java.io.File.pathSeparator, entries);
    }

    @Test
    void aCampaignKilledMidRunLosesAtMostTheRunInProgress() throws Exception {
        ResultsDatabase database = ResultsDatabase.embedded(dir.resolve("state"));
        CampaignHistory history = new CampaignHistory(database);
        history.list();
        String url = "jdbc:h2:file:" + dir.resolve("state").resolve("results").resolve("history").toAbsolutePath()
                + ";AUTO_SERVER=TRUE";
        Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dh2.bindAddress=127.0.0.1", "-cp", classPath(), RecordingCampaign.class.getName(), url, "killed")
                .redirectErrorStream(true).start();
        int acknowledged = 0;
        List<String> output = new ArrayList<>();
        try {
            BufferedReader lines = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
            HistoryRecorder mine = new HistoryRecorder(history, Runs.campaign("alongside", "alongside"),
                    line -> output.add("parent told " + line));
            int n = 0;
            String line;
            while (acknowledged < 8 && (line = lines.readLine()) != null) {
                output.add(line);
                if (line.startsWith("recorded ")) {
                    acknowledged = Integer.parseInt(line.substring("recorded ".length()));
                    mine.runFinished(Runs.run(++n));
                }
            }
        } finally {
            child.destroyForcibly(); // SIGKILL on Linux
            assertTrue(child.waitFor(30, TimeUnit.SECONDS));
        }
        assertEquals(8, acknowledged, String.join("\n", output));
        assertEquals(137, child.exitValue(), "killed by SIGKILL");
        StoredCampaign killed = history.find("killed").orElseThrow();
        assertTrue(killed.runs() >= acknowledged && killed.runs() <= acknowledged + 1,
                "every committed run is there, at most the one in progress more: " + killed.runs());
        assertEquals(killed.runs(), history.load(killed).results().size());
        assertEquals(8, history.find("alongside").orElseThrow().runs(), "the other campaign lost nothing");
    }
}
