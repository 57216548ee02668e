package mftwb.mq;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class MqNamesTest {

    @Test
    void agentAddressSplitsAtTheAtSignAndUppercasesTheAgent() {
        AgentAddress a = AgentAddress.parse("agent1@QM.lab_1");
        assertEquals("AGENT1", a.agent());
        assertEquals("QM.lab_1", a.queueManager());
        assertEquals("SYSTEM.FTE.COMMAND.AGENT1", a.commandQueue());
    }

    @Test
    void agentNameOf28CharactersIsAcceptedAnd29Refused() {
        assertEquals("A".repeat(28), AgentAddress.parse("A".repeat(28) + "@QM").agent());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> AgentAddress.parse("A".repeat(29) + "@QM"));
        assertTrue(e.getMessage().contains("29 characters; MQ allows 28"), e.getMessage());
    }

    @Test
    void queueManagerNameOf48CharactersIsAcceptedAnd49Refused() {
        assertEquals(48, AgentAddress.parse("A@" + "Q".repeat(48)).queueManager().length());
        assertThrows(IllegalArgumentException.class, () -> AgentAddress.parse("A@" + "Q".repeat(49)));
    }

    @Test
    void charactersOutsideMqNamesAreRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> AgentAddress.parse("AG-1@QM"));
        assertTrue(e.getMessage().contains("'AG-1'"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> AgentAddress.parse("AG1@QM 1"));
    }

    @Test
    void textWithoutExactlyOneAtSignIsNotAnAddress() {
        for (String bad : new String[] {"AGENT", "@QM", "AGENT@", "A@B@C"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> AgentAddress.parse(bad));
            assertTrue(e.getMessage().contains("is not AGENT@QUEUEMANAGER"), bad + ": " + e.getMessage());
        }
    }

    @Test
    void connectionSpecParsesHostPortChannelAndQueueManager() {
        ConnectionSpec spec = ConnectionSpec.parse("mq.example.com:1414/DEV.APP.SVRCONN/QM1");
        assertEquals("mq.example.com", spec.host());
        assertEquals(1414, spec.port());
        assertEquals("DEV.APP.SVRCONN", spec.channel());
        assertEquals("QM1", spec.queueManager());
        assertTrue(spec.user().isEmpty());
    }

    @Test
    void connectionSpecNamesTheBadPart() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ConnectionSpec.parse("host/CH/QM")).getMessage()
                .contains("is not host:port"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ConnectionSpec.parse("host:x/CH/QM"))
                .getMessage().contains("port 'x'"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ConnectionSpec.parse("host:1414/CH"))
                .getMessage().contains("is not host:port/channel/QM"));
    }

    @Test
    void passwordNeverAppearsInTheDescription() {
        ConnectionSpec spec = ConnectionSpec.parse("h:1414/CH/QM").withCredentials("app", "s3cret");
        assertEquals("h:1414/CH/QM as app", spec.toString());
    }
}
