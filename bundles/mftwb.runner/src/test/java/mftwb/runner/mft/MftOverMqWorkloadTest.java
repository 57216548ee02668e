package mftwb.runner.mft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;

import javax.xml.parsers.DocumentBuilderFactory;

import org.eclipse.core.runtime.OperationCanceledException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.InputSource;

import mftwb.model.Checksum;
import mftwb.model.TransferMode;
import mftwb.mq.ConnectionSpec;
import mftwb.mq.Originator;
import mftwb.mq.TransferItem;
import mftwb.mq.fte.TransferEvent;
import mftwb.remote.lab.LocalLab;
import mftwb.runner.Backend;
import mftwb.runner.Campaign;
import mftwb.runner.Matrix;
import mftwb.runner.MftAgents;
import mftwb.runner.MqAccess;
import mftwb.runner.MqSettings;
import mftwb.runner.OnFailure;
import mftwb.runner.Progress;
import mftwb.runner.RunSpec;
import mftwb.runner.SampledHost;
import mftwb.runner.Target;
import mftwb.runner.Workload;
import mftwb.runner.Workloads;

/**
 * The MFT-over-MQ backend against {@link InProcessMft}: test files are generated for real over
 * SSH (the embedded local lab plays the source agent's host), requests are put and publications in
 * IBM's documented formats come back.
 */
class MftOverMqWorkloadTest {
    private static final ConnectionSpec COORDINATION = ConnectionSpec.parse("coord.example.com:1414/MFT.SVRCONN/COORDQM");
    private static final Originator ORIGINATOR = new Originator("lab.example.com", "tester");
    private static final long SIZE = 10_000;

    @TempDir
    static Path labState;
    private static LocalLab lab;
    private static SampledHost host;

    @TempDir
    Path dir;
    private final AtomicBoolean canceled = new AtomicBoolean();
    private final Progress progress = new Progress(canceled::get);

    @BeforeAll
    static void startLab() throws IOException {
        lab = LocalLab.start(labState);
        host = new SampledHost("localhost", lab.connectionSettings());
    }

    @AfterAll
    static void stopLab() throws IOException {
        lab.close();
    }

    private MftAgents agents() {
        return new MftAgents("AGENT1", "QM1", "AGENT2", "QM2", dir.resolve("source").toString(), "/dest/in");
    }

    private static MqSettings settings(Duration timeout) {
        return new MqSettings(COORDINATION, Optional.empty(), timeout);
    }

    private static RunSpec spec(int files, int transfers) {
        return new RunSpec(SIZE, files, transfers, 262144, 10, Checksum.MD5, TransferMode.TEXT);
    }

    private void run(InProcessMft mft, MqSettings settings, RunSpec spec) throws IOException {
        try (MftOverMqWorkload workload = new MftOverMqWorkload(host, agents(), settings, mft.connector(), ORIGINATOR,
                false)) {
            workload.prepare(spec);
            workload.run("run-1", spec, progress);
        }
    }

    private static Element parse(String xml) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(new InputSource(new StringReader(xml)))
                .getDocumentElement();
    }

    private static List<Element> children(Element parent, String name) {
        List<Element> found = new ArrayList<>();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && e.getTagName().equals(name)) {
                found.add(e);
            }
        }
        return found;
    }

    private static Element only(Element parent, String name) {
        List<Element> found = children(parent, name);
        assertEquals(1, found.size(), "one <" + name + "> under <" + parent.getTagName() + ">");
        return found.get(0);
    }

    @Test
    void requestsNameEveryGeneratedFileWithTheRunsModeChecksumAndFolder() throws Exception {
        Map<String, Long> sizesWhenPut = new ConcurrentHashMap<>();
        InProcessMft mft = new InProcessMft((request, p) -> {
            // What the source agent would read at this moment; the files are removed when the workload closes.
            for (TransferItem item : request.items()) {
                Path file = Path.of(item.source());
                sizesWhenPut.put(item.source(), Files.isRegularFile(file) ? file.toFile().length() : -1);
            }
            return p.success(SIZE);
        });
        run(mft, settings(Duration.ofSeconds(30)), spec(5, 2));

        assertEquals(2, mft.requestXml.size(), "one request per concurrent transfer");
        Set<String> sources = new HashSet<>();
        List<Integer> perRequest = new ArrayList<>();
        for (String xml : mft.requestXml) {
            Element root = parse(xml);
            assertEquals("request", root.getTagName());
            assertEquals("4.00", root.getAttribute("version"));
            Element managed = only(root, "managedTransfer");
            assertEquals("lab.example.com", only(only(managed, "originator"), "hostName").getTextContent());
            assertEquals("AGENT1", only(managed, "sourceAgent").getAttribute("agent"));
            assertEquals("QM1", only(managed, "sourceAgent").getAttribute("QMgr"));
            assertEquals("AGENT2", only(managed, "destinationAgent").getAttribute("agent"));
            assertEquals("QM2", only(managed, "destinationAgent").getAttribute("QMgr"));
            List<Element> items = children(only(managed, "transferSet"), "item");
            perRequest.add(items.size());
            for (Element item : items) {
                assertEquals("text", item.getAttribute("mode"));
                assertEquals("MD5", item.getAttribute("checksumMethod"));
                Element source = only(item, "source");
                assertEquals("leave", source.getAttribute("disposition"));
                String file = only(source, "file").getTextContent();
                assertEquals(SIZE, sizesWhenPut.get(file), "the request names a generated file of exact size: " + file);
                assertTrue(sources.add(file), "each file in one request only: " + file);
                Element destination = only(item, "destination");
                assertEquals("directory", destination.getAttribute("type"));
                assertEquals("overwrite", destination.getAttribute("exist"), "repeated runs reuse the folder");
                assertEquals("/dest/in/run-1", only(destination, "file").getTextContent());
            }
        }
        assertEquals(List.of(3, 2), perRequest);
        assertEquals(5, sources.size());
        assertTrue(mft.calls.contains("COORDQM put SYSTEM.FTE.COMMAND.AGENT1"), mft.calls.toString());
    }

    @Test
    void subscribesOnTheCoordinationQueueManagerBeforePuttingThroughTheCommandQueueManager() throws Exception {
        InProcessMft mft = InProcessMft.succeeding(SIZE);
        MqSettings settings = new MqSettings(COORDINATION,
                Optional.of(ConnectionSpec.parse("qm1.example.com:1414/MFT.SVRCONN/QM1")), Duration.ofSeconds(30));
        run(mft, settings, spec(4, 2));
        assertEquals(List.of("COORDQM connect", "QM1 connect", "COORDQM subscribe Log/AGENT1/#",
                "COORDQM subscribe Transfers/AGENT1/#", "QM1 put SYSTEM.FTE.COMMAND.AGENT1",
                "QM1 put SYSTEM.FTE.COMMAND.AGENT1", "COORDQM unsubscribe Transfers/AGENT1/#",
                "COORDQM unsubscribe Log/AGENT1/#", "QM1 close", "COORDQM close"), mft.calls);
    }

    @Test
    void completedTransfersEndTheRunWithEveryFileAndExactlyItsBytes() throws Exception {
        InProcessMft mft = InProcessMft.succeeding(SIZE);
        run(mft, settings(Duration.ofSeconds(30)), spec(5, 2));
        assertEquals(5, progress.files());
        assertEquals(5 * SIZE, progress.bytes(), "MFT's overhead in bytesSent is not counted as file bytes");
        assertTrue(mft.cancels.isEmpty());
    }

    @Test
    void failedCompletionFailsTheRunWithResultCodeSupplementAndTheFailedFiles() throws Exception {
        String missing = "BFGIO0001E: File \"/data/f.bin\" does not exist.";
        InProcessMft mft = new InProcessMft((request, p) -> List.of(p.log(p.started()),
                p.log(p.progress(0, request.items().size(), SIZE, 0, 1, missing)), p.log(p.failedCompleted())));
        IOException e = assertThrows(IOException.class, () -> run(mft, settings(Duration.ofSeconds(30)), spec(4, 1)));
        String id = mft.requestIds()[0];
        assertTrue(e.getMessage().startsWith("transfer " + id + " (4 file(s)) failed: result code 40, BFGRP0034I"),
                e.getMessage());
        assertTrue(e.getMessage().contains(dir.resolve("source") + "/10000x4/f000001.bin: " + missing), e.getMessage());
        assertTrue(e.getMessage().contains("and 1 more failed file(s)"), e.getMessage());
        assertEquals(0, progress.files());
        assertTrue(mft.cancels.isEmpty(), "a completed transfer needs no cancel");
    }

    @Test
    void silentAgentFailsTheRunAfterTheTimeoutAndTheRequestIsCanceled() throws Exception {
        InProcessMft mft = new InProcessMft((request, p) -> List.of());
        long start = System.nanoTime();
        IOException e = assertThrows(IOException.class, () -> run(mft, settings(Duration.ofSeconds(1)), spec(2, 1)));
        double seconds = (System.nanoTime() - start) / 1e9;
        assertTrue(seconds < 10, "bounded: " + seconds + " s");
        assertTrue(e.getMessage().contains("agent AGENT1@QM1 published nothing on COORDQM"), e.getMessage());
        assertTrue(e.getMessage().contains("fteListAgents"), e.getMessage());
        assertEquals(1, mft.cancels.size());
        String id = mft.cancels.get(0).transferId();
        assertTrue(e.getMessage().contains("cancel request put for transfer " + id), e.getMessage());
        assertTrue(mft.calls.contains("COORDQM cancel SYSTEM.FTE.COMMAND.AGENT1 " + id), mft.calls.toString());
        Element cancel = parse(mft.cancelXml.get(0));
        assertEquals("cancel", cancel.getTagName());
        assertEquals(id, only(cancel, "transfer").getTextContent());
        assertEquals("tester", only(only(cancel, "originator"), "userID").getTextContent());
    }

    @Test
    void transferThatStallsFailsTheRunAtTheTimeoutWithWhatArrivedSoFar() throws Exception {
        InProcessMft mft = new InProcessMft((request, p) -> List.of(p.log(p.started()),
                p.status(p.status(SIZE + SIZE / 2, 2, false))));
        IOException e = assertThrows(IOException.class, () -> run(mft, settings(Duration.ofSeconds(1)), spec(3, 1)));
        assertTrue(e.getMessage().contains("did not complete within 1 s"), e.getMessage());
        assertTrue(e.getMessage().contains("(1 file(s), 15000 bytes so far)"), e.getMessage());
        assertTrue(e.getMessage().contains("mq.timeoutSeconds"), e.getMessage());
        assertEquals(1, mft.cancels.size());
    }

    @Test
    void cancelStopsWaitingAtOnceAndCancelsEveryRunningTransfer() throws Exception {
        InProcessMft mft = new InProcessMft((request, p) -> List.of(p.log(p.started()),
                p.status(p.status(SIZE / 2, 1, false))));
        mft.onDelivery = e -> {
            if (e instanceof TransferEvent t && t.kind() == TransferEvent.Kind.STATUS) {
                canceled.set(true);
            }
        };
        long start = System.nanoTime();
        assertThrows(OperationCanceledException.class, () -> run(mft, settings(Duration.ofMinutes(10)), spec(4, 2)));
        double seconds = (System.nanoTime() - start) / 1e9;
        assertTrue(seconds < 10, "stopped waiting: " + seconds + " s");
        assertEquals(2, mft.cancels.size(), mft.calls.toString());
        assertEquals(Set.of(mft.requestIds()), Set.copyOf(mft.cancels.stream().map(c -> c.transferId()).toList()));
        assertEquals(List.of("COORDQM unsubscribe Transfers/AGENT1/#", "COORDQM unsubscribe Log/AGENT1/#",
                "COORDQM close"), mft.calls.subList(mft.calls.size() - 3, mft.calls.size()));
    }

    @Test
    void brokenConnectionFailsTheRunWithTheMqReasonAndStillTriesToCancel() throws Exception {
        InProcessMft mft = InProcessMft.succeeding(SIZE);
        mft.breakAfterDeliveries = 2;
        IOException e = assertThrows(IOException.class, () -> run(mft, settings(Duration.ofSeconds(30)), spec(3, 1)));
        assertTrue(e.getMessage().contains("(2009)"), e.getMessage());
        assertTrue(e.getMessage().contains("cancel request put for transfer"), e.getMessage());
    }

    @Test
    void passwordReachesTheConnectionsOnlyAndIsRequiredWhenTheCampaignNamesAUser() throws Exception {
        String password = "s3cret-Pw";
        MqSettings settings = new MqSettings(COORDINATION.withCredentials("app", null),
                Optional.of(ConnectionSpec.parse("qm1.example.com:1414/MFT.SVRCONN/QM1").withCredentials("app", null)),
                Duration.ofSeconds(30));
        Matrix matrix = new Matrix(List.of(SIZE), OptionalLong.empty(), OptionalInt.of(2), List.of(1),
                List.of(262144), List.of(10), List.of(Checksum.NONE), List.of(TransferMode.BINARY));
        Campaign campaign = new Campaign("mq", Optional.empty(), Target.localLab(), Backend.MFT_MQ, matrix, 0, 1,
                OnFailure.STOP, StandardCharsets.UTF_8, 1, false, Optional.of(agents()), Optional.of(settings));
        InProcessMft mft = InProcessMft.succeeding(SIZE);
        MqAccess access = new MqAccess(mft.connector(), Optional.of(password), ORIGINATOR);
        assertFalse(access.toString().contains(password));

        try (Workload workload = Workloads.create(campaign, host, dir, "unused", access, line -> { })) {
            RunSpec spec = campaign.measuredRuns().get(0);
            workload.prepare(spec);
            workload.run("run-1", spec, progress);
        }
        assertEquals(2, mft.connections.size());
        for (ConnectionSpec c : mft.connections) {
            assertEquals(Optional.of("app"), c.user());
            assertEquals(Optional.of(password), c.password());
            assertFalse(c.toString().contains(password));
        }
        assertTrue(mft.requestXml.stream().noneMatch(x -> x.contains(password)));

        IOException e = assertThrows(IOException.class, () -> Workloads.create(campaign, host, dir, "unused",
                new MqAccess(mft.connector(), Optional.empty(), ORIGINATOR), line -> { }));
        assertTrue(e.getMessage().contains("as 'app': set MFTWB_MQ_PASSWORD"), e.getMessage());
    }
}
