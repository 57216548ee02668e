package mftwb.mq.fte;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import mftwb.mq.AgentAddress;
import mftwb.mq.fte.TransferEvent.Kind;
import mftwb.mq.fte.TransferEvent.Outcome;

/** Against the sample publications in src/test/resources/fte; each file says which IBM Docs page it reproduces. */
class FtePublicationParserTest {
    private static final String SINGLE_ID = "414d51205553322e42494e44494e47538b0f404d223d0020";
    private final FtePublicationParser parser = new FtePublicationParser();

    private static String sample(String name) throws IOException {
        try (InputStream in = FtePublicationParserTest.class.getResourceAsStream("/fte/" + name)) {
            if (in == null) {
                throw new IOException("test resource /fte/" + name + " is not on the class path");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private TransferEvent transfer(String name) throws Exception {
        return (TransferEvent) parser.parse("SYSTEM.FTE/Log/AGENT_JUPITER/x", sample(name)).orElseThrow();
    }

    @Test
    void startedLogMessageGivesIdAgentsTimeAndFileTotal() throws Exception {
        TransferEvent e = transfer("log-started.xml");
        assertEquals(Kind.STARTED, e.kind());
        assertEquals(SINGLE_ID, e.transferId());
        assertEquals(Optional.of(Instant.parse("2011-01-26T13:03:26.484Z")), e.time());
        assertEquals(new AgentAddress("AGENT_JUPITER", "QM_JUPITER"), e.sourceAgent());
        assertEquals(new AgentAddress("AGENT_JUPITER", "QM_JUPITER"), e.destinationAgent());
        assertEquals(0, e.bytes());
        assertEquals(0, e.filesDone());
        assertEquals(1, e.filesTotal());
        assertTrue(e.resultCode().isEmpty());
        assertEquals(Outcome.UNKNOWN, e.outcome());
    }

    @Test
    void progressLogMessageListsEachItemWithSizeAndResult() throws Exception {
        TransferEvent e = transfer("log-progress.xml");
        assertEquals(Kind.PROGRESS, e.kind());
        assertEquals(1198, e.bytes());
        assertEquals(1, e.filesDone());
        assertEquals(1, e.items().size());
        TransferEvent.ItemResult item = e.items().get(0);
        assertEquals("/etc/passwd", item.sourceFile());
        assertEquals("/tmp/passwd", item.destinationFile());
        assertEquals(1151, item.sourceSizeBytes());
        assertEquals(0, item.resultCode());
    }

    @Test
    void progressLogMessageDoesNotCountFailedItemsAsDone() throws Exception {
        String ok = "<status resultCode=\"0\"/>";
        String xml = sample("log-progress.xml");
        int start = xml.indexOf("<item ");
        int end = xml.indexOf("</item>") + "</item>".length();
        String failed = xml.substring(start, end).replace(ok,
                "<status resultCode=\"1\"><supplement>BFGIO0001E: File \"/etc/passwd\" does not exist</supplement></status>");
        TransferEvent e = (TransferEvent) parser.parse("t", xml.substring(0, end) + failed + xml.substring(end))
                .orElseThrow();
        assertEquals(2, e.items().size());
        assertEquals(1, e.filesDone());
        assertEquals(1, e.items().get(1).resultCode());
        assertTrue(e.items().get(1).supplement().startsWith("BFGIO0001E"), e.items().get(1).supplement());
    }

    @Test
    void completedLogMessageCarriesResultSupplementAndStatistics() throws Exception {
        TransferEvent e = transfer("log-completed.xml");
        assertEquals(Kind.COMPLETED, e.kind());
        assertEquals(0, e.resultCode().getAsInt());
        assertTrue(e.supplement().startsWith("BFGRP0032I"), e.supplement());
        assertEquals(Outcome.SUCCESS, e.outcome());
        assertEquals(1198, e.bytes());
        assertEquals(1, e.filesDone());
        assertEquals(1, e.filesTotal());
        assertEquals(0, e.retryCount().getAsInt());
    }

    @Test
    void failedTransferIsReportedAsFailedWithNoFileDone() throws Exception {
        TransferEvent e = transfer("log-failed-completed.xml");
        assertEquals(Outcome.FAILED, e.outcome());
        assertEquals(40, e.resultCode().getAsInt());
        assertEquals(0, e.filesDone());
        assertEquals(1, e.filesTotal());
    }

    @Test
    void statusMessageGivesBytesSecondsAndItemPosition() throws Exception {
        TransferEvent e = (TransferEvent) parser.parse("SYSTEM.FTE/Transfers/US2.BINDINGS.FILE/x",
                sample("status-single.xml")).orElseThrow();
        assertEquals(Kind.STATUS, e.kind());
        assertEquals(SINGLE_ID, e.transferId());
        assertEquals(new AgentAddress("US2.BINDINGS.FILE", "US2.BINDINGS"), e.sourceAgent());
        assertEquals(Optional.of(Instant.parse("2011-01-26T13:03:26.542Z")), e.time());
        assertEquals(1198, e.bytes());
        assertEquals(0.018, e.elapsedSeconds().orElseThrow(), 1e-9);
        assertEquals(1, e.filesDone(), "the only item is fully transferred");
        assertEquals(1, e.filesTotal());
    }

    @Test
    void statusMessageForAPartlySentItemCountsOnlyEarlierItems() throws Exception {
        String xml = sample("status-single.xml").replace("currentItem=\"1\" totalItems=\"1\"",
                "currentItem=\"3\" totalItems=\"6\"").replace("transferred=\"1151\"", "transferred=\"100\"");
        TransferEvent e = (TransferEvent) parser.parse("t", xml).orElseThrow();
        assertEquals(2, e.filesDone());
        assertEquals(6, e.filesTotal());
    }

    @Test
    void agentStatusGivesLimitsAndTransferStates() throws Exception {
        AgentStatus s = (AgentStatus) parser.parse("SYSTEM.FTE/Agents/FTEAGENT", sample("agent-status.xml"))
                .orElseThrow();
        assertEquals("FTEAGENT", s.agentName());
        assertEquals("QM1", s.queueManager());
        assertEquals("1.00", s.agentVersion());
        assertEquals(25, s.maxSourceTransfers().getAsInt());
        assertEquals(25, s.maxDestinationTransfers().getAsInt());
        assertEquals(100, s.maxQueuedTransfers().getAsInt());
        assertEquals(2, s.destinationTransferStates().size());
        assertEquals("RunningTransfer",
                s.destinationTransferStates().get("414d51204d554e474f20202020202020d857374a69a72622"));
        assertEquals("NegotiatingTransfer",
                s.sourceTransferStates().get("414d51204d554e474f20202020202020d857374a75a72622"));
        assertEquals(2, s.runningTransfers());
        assertEquals("Europe/London", s.entries().get("agentTimeZone"));
    }

    @Test
    void publicationsOfOtherKindsAreSkipped() throws Exception {
        assertTrue(parser.parse("SYSTEM.FTE/monitors/X", "<monitorList/>").isEmpty());
    }

    @Test
    void malformedXmlNamesTopicLineAndColumn() throws Exception {
        FtePublicationException e = assertThrows(FtePublicationException.class,
                () -> parser.parse("SYSTEM.FTE/Log/A/1", "<transaction>\n  <action>started</actoin>\n</transaction>"));
        assertTrue(e.getMessage().startsWith("SYSTEM.FTE/Log/A/1: line 2, column"), e.getMessage());
    }

    @Test
    void logMessageWithoutSourceAgentIsRejectedWithTheTransferId() throws Exception {
        String xml = sample("log-started.xml").replaceAll("(?s)<sourceAgent .*?</sourceAgent>", "");
        FtePublicationException e = assertThrows(FtePublicationException.class, () -> parser.parse("t", xml));
        assertTrue(e.getMessage().contains(SINGLE_ID + " has no sourceAgent"), e.getMessage());
    }
}
