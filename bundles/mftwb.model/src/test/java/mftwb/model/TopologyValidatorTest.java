package mftwb.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;

import org.junit.jupiter.api.Test;

import mftwb.model.Problem.Severity;

/** One test per rule: each breaks a valid template in one way and expects exactly that rule's finding. */
class TopologyValidatorTest {
    private static final Topology BINDINGS = Templates.named("bindings-cluster.json").orElseThrow().load();
    private static final Topology PB_LOCAL = Templates.named("pb-sftp-local.json").orElseThrow().load();
    private static final Topology PB_CROSSGEO = Templates.named("pb-sftp-crossgeo.json").orElseThrow().load();
    private static final Topology CLIENT = Templates.named("client-mode.json").orElseThrow().load();

    /** Asserts {@code before} lacks and {@code after} has a problem of that severity and element whose message holds {@code fragment}. */
    private static Problem assertFlags(Topology before, Topology after, Severity severity, String element, String fragment) {
        assertTrue(matching(before, severity, element, fragment).isEmpty(), "already flagged before the change");
        List<Problem> found = matching(after, severity, element, fragment);
        assertEquals(1, found.size(), () -> "expected one " + severity + " on " + element + " with '" + fragment + "' in "
                + TopologyValidator.validate(after));
        assertTrue(!found.get(0).fix().isBlank());
        return found.get(0);
    }

    private static List<Problem> matching(Topology t, Severity severity, String element, String fragment) {
        return TopologyValidator.validate(t).stream()
                .filter(p -> p.severity() == severity && p.element().equals(element) && p.message().contains(fragment)).toList();
    }

    private static QueueManager qm(Topology t, String name) {
        return t.queueManagerNamed(name).orElseThrow();
    }

    private static Agent agent(Topology t, String name) {
        return t.agentNamed(name).orElseThrow();
    }

    private static QueueManager withRoles(QueueManager q, QueueManagerRole... roles) {
        return new QueueManager(q.name(), q.hostName(), q.listenerPort(), roles.length == 0 ? EnumSet.noneOf(QueueManagerRole.class)
                : EnumSet.of(roles[0], roles), q.cluster(), q.tuning());
    }

    /** validate said "no problems" to logPrimaryFiles 1000, logFilePages 1 and a negative queue buffer. */
    @Test
    void logAndQueueBufferSettingsMqWouldRefuseAreErrors() {
        QueueManager q = qm(BINDINGS, "QM2");
        QueueManagerTuning d = QueueManagerTuning.DEFAULTS;
        Topology broken = BINDINGS.withElement(q.withTuning(new QueueManagerTuning(1000, 0, 1, d.mqiBindType(), -5,
                d.defaultPQBufferBytes(), 0, 0, 0, 0, 0, 0)));
        assertFlags(BINDINGS, broken, Severity.ERROR, "QM2", "tuning logPrimaryFiles is 1000; MQ accepts 2 to 510.");
        assertFlags(BINDINGS, broken, Severity.ERROR, "QM2", "tuning logSecondaryFiles is 0; MQ accepts 1 to 509.");
        assertFlags(BINDINGS, broken, Severity.ERROR, "QM2", "tuning logFilePages is 1; MQ accepts 64 to 65535.");
        assertFlags(BINDINGS, broken, Severity.ERROR, "QM2", "tuning defaultQBufferSize is -5");
        Topology tooManyFiles = BINDINGS.withElement(q.withTuning(new QueueManagerTuning(500, 100, 4096, d.mqiBindType(),
                d.defaultQBufferBytes(), d.defaultPQBufferBytes(), 0, 0, 0, 0, 0, 0)));
        assertFlags(BINDINGS, tooManyFiles, Severity.ERROR, "QM2", "logPrimaryFiles + logSecondaryFiles is 600; MQ allows 511");
    }

    @Test
    void noCoordinationQueueManagerIsAnError() {
        Topology broken = BINDINGS.withElement(withRoles(qm(BINDINGS, "COORDQM")));
        assertFlags(BINDINGS, broken, Severity.ERROR, BINDINGS.name(), "No queue manager has the coordination role");
    }

    @Test
    void secondCoordinationQueueManagerIsAnError() {
        Topology broken = BINDINGS.withElement(withRoles(qm(BINDINGS, "QM2"), QueueManagerRole.AGENT, QueueManagerRole.COORDINATION));
        assertFlags(BINDINGS, broken, Severity.ERROR, "COORDQM", "second coordination queue manager (QM2 is already one)");
    }

    @Test
    void aixOnAnX86HostIsAnError() {
        Host h = BINDINGS.hostNamed("hostA").orElseThrow();
        Topology broken = BINDINGS.withElement(new Host("hostA", h.address(), CpuArchitecture.X86_64, OperatingSystem.AIX, h.cores(),
                h.smtThreadsPerCore(), h.memoryMegabytes(), h.disk(), h.jvm()));
        assertFlags(BINDINGS, broken, Severity.ERROR, "hostA", "Operating system aix does not run on architecture x86_64");
    }

    @Test
    void bindingsAgentOnAnotherHostThanItsQueueManagerIsAnError() {
        Topology broken = BINDINGS.withElement(agent(BINDINGS, "AGENT2").withHostName("hostA"));
        Problem p = assertFlags(BINDINGS, broken, Severity.ERROR, "AGENT2", "Bindings mode needs the agent on its queue manager's host");
        assertTrue(p.fix().contains("client mode"));
    }

    @Test
    void bridgeAgentWithoutFileServerIsAnError() {
        Topology broken = PB_LOCAL.withElement(PB_LOCAL.fileServerNamed("SFTP1").orElseThrow().withBridgeAgentName("AGENT1"));
        assertFlags(PB_LOCAL, broken, Severity.ERROR, "PBAGENT", "serves no file server");
    }

    @Test
    void fileServerWithoutBridgeIsAnError() {
        Topology broken = PB_LOCAL.withElement(PB_LOCAL.fileServerNamed("SFTP1").orElseThrow().withBridgeAgentName(""));
        assertFlags(PB_LOCAL, broken, Severity.ERROR, "SFTP1", "No protocol bridge agent serves this file server");
    }

    @Test
    void fileServerServedByAStandardAgentIsAnError() {
        Topology broken = PB_LOCAL.withElement(PB_LOCAL.fileServerNamed("SFTP1").orElseThrow().withBridgeAgentName("AGENT1"));
        assertFlags(PB_LOCAL, broken, Severity.ERROR, "SFTP1", "'AGENT1' is not a protocol bridge agent");
    }

    @Test
    void bridgeAgentServingTwoFileServersIsAnError() {
        Topology broken = PB_LOCAL.withElement(new FileServer("SFTP2", FileServerProtocol.SFTP, "sftphost", 2222, "PBAGENT"));
        assertFlags(PB_LOCAL, broken, Severity.ERROR, "PBAGENT", "its own dedicated bridge agent");
    }

    @Test
    void queueManagerNameLongerThan48IsAnError() {
        String longName = "Q".repeat(49);
        Topology broken = BINDINGS.renamed("QM2", longName);
        assertFlags(BINDINGS, broken, Severity.ERROR, longName, "is 49 characters; MQ allows 48");
    }

    @Test
    void channelNameLongerThan20IsAnError() {
        Topology broken = BINDINGS.renamed("TO.QM2@QM2", "TO.QM2.FROM.QM1.LONG.");
        assertFlags(BINDINGS, broken, Severity.ERROR, "TO.QM2.FROM.QM1.LONG.@QM2", "MQ allows 20");
    }

    @Test
    void agentNameWithASpaceIsAnError() {
        Topology broken = BINDINGS.renamed("AGENT1", "AGENT 1");
        assertFlags(BINDINGS, broken, Severity.ERROR, "AGENT 1", "characters MQ does not allow");
    }

    @Test
    void nameUsedTwiceIsAnError() {
        Topology broken = BINDINGS.renamed("AGENT2", "QM2");
        assertFlags(BINDINGS, broken, Severity.ERROR, "QM2", "is used by more than one");
    }

    /** Two SVRCONN channels of one name on QM1: MQ has one namespace of channels per queue manager. */
    @Test
    void channelNameUsedTwiceOnOneQueueManagerIsAnErrorNamingIt() {
        List<Channel> channels = new java.util.ArrayList<>(CLIENT.channels());
        channels.add(new Channel("MFT.SVRCONN", ChannelKind.SVRCONN, "", "QM1", 1));
        Problem p = assertFlags(CLIENT, withChannels(CLIENT, channels), Severity.ERROR, "MFT.SVRCONN@QM1", "has two channels named 'MFT.SVRCONN'");
        assertTrue(p.message().startsWith("Queue manager QM1 "), p.message());
    }

    /** A sender end counts too: QM1's CLUSSDR TO.QM2 and a SVRCONN TO.QM2 on QM1 clash. */
    @Test
    void aSendingEndSharesItsQueueManagersChannelNames() {
        List<Channel> channels = new java.util.ArrayList<>(BINDINGS.channels());
        channels.add(new Channel("TO.QM2", ChannelKind.SVRCONN, "", "QM1", 1));
        assertFlags(BINDINGS, withChannels(BINDINGS, channels), Severity.ERROR, "TO.QM2@QM1", "Queue manager QM1 has two channels named 'TO.QM2'");
    }

    /** Estates define MFT.SVRCONN on every queue manager: that was "Two channels are named 'MFT.SVRCONN'". */
    @Test
    void theSameChannelNameOnTwoQueueManagersIsValid() {
        Topology twoQms = svrconnOnTwoQueueManagers();
        assertEquals(List.of(), TopologyValidator.validate(twoQms).stream().filter(p -> p.severity() != Severity.INFO)
                .filter(p -> !TopologyValidator.validate(CLIENT).contains(p)).toList(), "no problem the template lacks");
    }

    /** AGENT2 is a client of COORDQM through COORDQM's own MFT.SVRCONN: it is looked up there, not on QM1. */
    @Test
    void aClientChannelIsLookedUpOnTheAgentsOwnQueueManager() {
        Topology twoQms = svrconnOnTwoQueueManagers();
        List<Channel> onlyQm1 = twoQms.channels().stream().filter(c -> !(c.name().equals("MFT.SVRCONN") && c.toQueueManager().equals("COORDQM"))).toList();
        assertFlags(twoQms, withChannels(twoQms, onlyQm1), Severity.WARNING, "AGENT2", "MFT.SVRCONN is not a SVRCONN channel of COORDQM");
    }

    /** The client-mode template with AGENT2 a client of COORDQM, which defines its own MFT.SVRCONN. */
    static Topology svrconnOnTwoQueueManagers() {
        Agent a2 = agent(CLIENT, "AGENT2");
        QueueManager coord = qm(CLIENT, "COORDQM");
        List<Channel> channels = new java.util.ArrayList<>(CLIENT.channels());
        channels.add(new Channel("MFT.SVRCONN", ChannelKind.SVRCONN, "", "COORDQM", 1));
        return withChannels(CLIENT.withElement(a2.withQueueManagerName("COORDQM"))
                .withElement(withRoles(coord, QueueManagerRole.COORDINATION, QueueManagerRole.AGENT)), channels);
    }

    private static Topology withChannels(Topology t, List<Channel> channels) {
        return new Topology(t.schemaVersion(), t.name(), t.description(), t.hosts(), t.queueManagers(), t.agents(), t.fileServers(),
                t.links(), channels, t.workload(), t.diagram());
    }

    @Test
    void portOutsideOneTo65535IsAnError() {
        QueueManager q = qm(BINDINGS, "QM1");
        Topology broken = BINDINGS.withElement(new QueueManager("QM1", q.hostName(), 70000, q.roles(), q.cluster(), q.tuning()));
        assertFlags(BINDINGS, broken, Severity.ERROR, "QM1", "listener port 70000 is not a TCP port");
    }

    @Test
    void fileServerPortZeroIsAnError() {
        FileServer s = PB_LOCAL.fileServerNamed("SFTP1").orElseThrow();
        Topology broken = PB_LOCAL.withElement(new FileServer("SFTP1", s.protocol(), s.hostName(), 0, s.bridgeAgentName()));
        assertFlags(PB_LOCAL, broken, Severity.ERROR, "SFTP1", "port 0 is not a TCP port");
    }

    @Test
    void channelToAMissingQueueManagerIsAnError() {
        Topology broken = BINDINGS.withElement(new Channel("TO.QM9", ChannelKind.CLUSTER, "QM1", "QM9", 1));
        assertFlags(BINDINGS, broken, Severity.ERROR, "TO.QM9@QM9", "end 'QM9' is not a queue manager");
    }

    @Test
    void senderReceiverChannelWithoutSenderIsAnError() {
        Topology broken = BINDINGS.withElement(new Channel("QM1.QM2", ChannelKind.SENDER_RECEIVER, "", "QM2", 1));
        assertFlags(BINDINGS, broken, Severity.ERROR, "QM1.QM2@QM2", "needs a sending queue manager");
    }

    @Test
    void clusterChannelToAQueueManagerOutsideAnyClusterIsAnError() {
        QueueManager q = qm(BINDINGS, "QM2");
        Topology broken = BINDINGS.withElement(new QueueManager("QM2", q.hostName(), q.listenerPort(), q.roles(), "", q.tuning()));
        assertFlags(BINDINGS, broken, Severity.ERROR, "TO.QM2@QM2", "is in no cluster");
    }

    @Test
    void referenceToAMissingHostIsAnError() {
        Topology broken = BINDINGS.withElement(qm(BINDINGS, "QM2").withHostName("hostZ"));
        assertFlags(BINDINGS, broken, Severity.ERROR, "QM2", "host 'hostZ' does not exist");
    }

    @Test
    void nonPositiveValuesAreErrors() {
        Topology broken = BINDINGS.withElement(agent(BINDINGS, "AGENT1").withProperties(AgentProperties.DEFAULTS.withChunkBytes(0)));
        assertFlags(BINDINGS, broken, Severity.ERROR, "AGENT1", "agentChunkSize is 0");
    }

    /** A zero round trip failed in the planner with no link named; an RTT of 1e308 ms or 1e-300 Mbit/s overflowed it to NaN. */
    @Test
    void aLinkWithoutARoundTripOrBeyondAMinuteOrSlowerThanAModemIsAnError() {
        for (double rtt : new double[] { 0, 60_001, 1e308 }) {
            Topology bad = PB_CROSSGEO.withLink(new Link("bangalore", "hursley", rtt, 100, 0, "~5000 miles"));
            assertFlags(PB_CROSSGEO, bad, Severity.ERROR, "bangalore-hursley", "rttMillis above 0 and at most 60000");
        }
        Topology slowerThanAModem = PB_CROSSGEO.withLink(new Link("bangalore", "hursley", 150, 1e-300, 0, "~5000 miles"));
        assertFlags(PB_CROSSGEO, slowerThanAModem, Severity.ERROR, "bangalore-hursley", "bandwidthMbps of at least 0.001");
        Topology oneSwitch = PB_CROSSGEO.withLink(new Link("bangalore", "hursley", 0.03, 100, 0, "one switch"));
        assertTrue(TopologyValidator.validate(oneSwitch).stream().noneMatch(p -> p.severity() == Severity.ERROR),
                TopologyValidator.validate(oneSwitch).toString());
    }

    @Test
    void clientConnectionAcrossAWanLinkIsLatencySensitive() {
        Topology lan = PB_CROSSGEO.withLink(new Link("bangalore", "hursley", 0.5, 1000, 0, "LAN"));
        Problem p = assertFlags(lan, PB_CROSSGEO, Severity.WARNING, "PBAGENT", "crosses a WAN link (RTT 150.0 ms)");
        assertTrue(p.message().contains("latency-sensitive"));
    }

    /** The planner models the bridge-to-server hop as a LAN: a WAN there is worth saying (it used to pass silently). */
    @Test
    void aFileServerAcrossAWanFromItsBridgeIsAWarning() {
        Topology far = PB_LOCAL.withLink(new Link("bangalore", "sftphost", 300, 100, 0, "~5000 miles"));
        Problem p = assertFlags(PB_LOCAL, far, Severity.WARNING, "SFTP1", "across a WAN link (RTT 300.0 ms) from its bridge agent PBAGENT");
        assertTrue(p.message().contains("the Planner predicts as if they shared a LAN"), p.message());
    }

    @Test
    void clientPortDifferentFromTheListenerIsAWarning() {
        Agent a = agent(CLIENT, "AGENT1");
        Topology broken = CLIENT.withElement(new Agent("AGENT1", a.kind(), a.queueManagerName(), a.hostName(),
                new AgentConnection.Client("MFT.SVRCONN", 1415), a.properties()));
        assertFlags(CLIENT, broken, Severity.WARNING, "AGENT1", "agentQMgrPort 1415 is not QM1's listener port 1414");
    }

    @Test
    void clientChannelThatIsNotASvrconnOfTheQueueManagerIsAWarning() {
        Agent a = agent(CLIENT, "AGENT1");
        Topology broken = CLIENT.withElement(new Agent("AGENT1", a.kind(), a.queueManagerName(), a.hostName(),
                new AgentConnection.Client("OTHER.SVRCONN", 1414), a.properties()));
        assertFlags(CLIENT, broken, Severity.WARNING, "AGENT1", "OTHER.SVRCONN is not a SVRCONN channel of QM1");
    }

    /** An estate's plain "client" row gave SYSTEM.DEF.SVRCONN, and the export redefined MQ's default with MFT's MAXMSGL, silently. */
    @Test
    void aClientAgentOnASystemChannelIsAWarningWithAFix() {
        Agent a = agent(CLIENT, "AGENT1");
        for (String system : List.of("SYSTEM.DEF.SVRCONN", "SYSTEM.ADMIN.SVRCONN")) {
            Topology broken = CLIENT.withElement(new Agent("AGENT1", a.kind(), a.queueManagerName(), a.hostName(),
                    new AgentConnection.Client(system, 1414), a.properties()));
            Problem p = assertFlags(CLIENT, broken, Severity.WARNING, "AGENT1", "The client channel " + system + " is one of MQ's own SYSTEM.* channels");
            assertTrue(p.fix().contains("MFT.SVRCONN") && p.fix().contains("QM1"), p.fix());
        }
    }

    /** The export no longer redefines SYSTEM.* channels: a drawn one is flagged, so the user knows it is left as MQ made it. */
    @Test
    void aDrawnSystemChannelIsAWarningWithAFix() {
        Channel svrconn = new Channel("SYSTEM.DEF.SVRCONN", ChannelKind.SVRCONN, "", "QM1", 1);
        Problem p = assertFlags(CLIENT, CLIENT.withChannel(svrconn.id(), svrconn), Severity.WARNING, "SYSTEM.DEF.SVRCONN@QM1",
                "Channel SYSTEM.DEF.SVRCONN is one of MQ's own SYSTEM.* channels, the default every channel of its type defined later inherits: "
                        + "the export leaves it as MQ made it");
        assertTrue(p.fix().contains("MFT.SVRCONN"), p.fix());
    }

    @Test
    void multipleChannelsEnabledWithoutSeveralChannelsIsAWarning() {
        Agent a = agent(BINDINGS, "AGENT2");
        Topology broken = BINDINGS.withElement(a.withProperties(a.properties().withMultipleChannelsEnabled(true)));
        assertFlags(BINDINGS, broken, Severity.WARNING, "AGENT2", "agentMultipleChannelsEnabled is set");
    }

    @Test
    void severalClusterChannelsWithoutMultipleChannelsEnabledIsAWarning() {
        Topology twoChannels = Templates.named("bindings-cluster-2-channels.json").orElseThrow().load();
        Agent a = agent(twoChannels, "AGENT2");
        Topology broken = twoChannels.withElement(a.withProperties(a.properties().withMultipleChannelsEnabled(false)));
        assertFlags(twoChannels, broken, Severity.WARNING, "TO.QM2@QM2", "carry MFT traffic only when");
    }

    @Test
    void manyConcurrentTransfersWithoutHeapSettingIsInfo() {
        Agent a = agent(BINDINGS, "AGENT1");
        AgentProperties p = a.properties();
        Topology busy = BINDINGS.withElement(a.withProperties(new AgentProperties(p.chunkBytes(), p.windowSize(), p.frameSize(),
                p.checkpointInterval(), 50, 50, p.maxQueuedTransfers(), false, "")));
        assertFlags(BINDINGS, busy, Severity.INFO, "AGENT1", "More than 25 concurrent transfers");
    }

    @Test
    void errorsComeBeforeWarnings() {
        Topology both = PB_CROSSGEO.withElement(PB_CROSSGEO.fileServerNamed("SFTP1").orElseThrow().withBridgeAgentName(""));
        List<Problem> problems = TopologyValidator.validate(both);
        assertEquals(Severity.ERROR, problems.get(0).severity());
        assertEquals(Severity.WARNING, problems.get(problems.size() - 1).severity());
        assertTrue(!TopologyValidator.isValid(both));
    }
    private static Host withAddress(Host h, String address) {
        return new Host(h.name(), address, h.architecture(), h.operatingSystem(), h.cores(), h.smtThreadsPerCore(), h.memoryMegabytes(),
                h.disk(), h.jvm());
    }

    @Test
    void injectedHostAddressIsAnError() {
        Host hostA = BINDINGS.hosts().get(0);
        Topology broken = BINDINGS.withElement(withAddress(hostA, "10.0.0.5(1414)') MCAUSER('mqm') DESCR('x"));
        assertFlags(BINDINGS, broken, Severity.ERROR, hostA.name(), "address");
    }

    @Test
    void wildcardHostAddressIsAnError() {
        Host hostA = BINDINGS.hosts().get(0);
        assertFlags(BINDINGS, BINDINGS.withElement(withAddress(hostA, "*")), Severity.ERROR, hostA.name(), "address");
    }

    @Test
    void hostNameWithMarkupIsAnError() {
        Host hostA = BINDINGS.hosts().get(0);
        Topology broken = BINDINGS.renamed(hostA.name(), "host<A>");
        assertFlags(BINDINGS, broken, Severity.ERROR, "host<A>", "host name");
    }

    @Test
    void fileServerNameThatClosesAnXmlCommentIsAnError() {
        FileServer server = PB_LOCAL.fileServers().get(0);
        String evil = "SFTP1---><tns:sftpServer name=\"evil\" host=\"attacker.example\"/>";
        assertFlags(PB_LOCAL, PB_LOCAL.renamed(server.name(), evil), Severity.ERROR, evil, "file server name");
    }

    @Test
    void topologyNameWithLineBreakIsAnError() {
        Topology broken = BINDINGS.withName("Bindings\nDEFINE QLOCAL(X)");
        assertFlags(BINDINGS, broken, Severity.ERROR, broken.name(), "topology name");
    }

    /** The bindings template without its cluster and channels: validate said "no problems" and the export defined no channel at all. */
    private static Topology unrouted() {
        Topology t = BINDINGS;
        for (QueueManager q : BINDINGS.queueManagers()) {
            t = t.withElement(new QueueManager(q.name(), q.hostName(), q.listenerPort(), q.roles(), "", q.tuning()));
        }
        for (Channel c : BINDINGS.channels()) {
            t = t.withoutElement(c.id());
        }
        return t;
    }

    @Test
    void agentQueueManagerWithoutARouteToTheCoordinationQueueManagerIsAnError() {
        Problem p = assertFlags(BINDINGS, unrouted(), Severity.ERROR, "QM1", "no route to the coordination queue manager COORDQM");
        assertTrue(p.fix().contains("same cluster"), p.fix());
        assertFlags(BINDINGS, unrouted(), Severity.ERROR, "QM2", "no route to the coordination queue manager COORDQM");
        Topology channelOnly = unrouted().withElement(new Channel("QM1.COORDQM", ChannelKind.SENDER_RECEIVER, "QM1", "COORDQM", 1));
        assertTrue(matching(channelOnly, Severity.ERROR, "QM1", "no route").isEmpty(), "a sender/receiver channel is a route");
    }

    @Test
    void agentQueueManagersWithoutARouteToEachOtherAreAWarning() {
        Topology oneWay = unrouted().withElement(new Channel("QM1.QM2", ChannelKind.SENDER_RECEIVER, "QM1", "QM2", 1));
        assertFlags(BINDINGS, oneWay, Severity.WARNING, "QM2", "no route to agent queue manager(s) QM1:");
        assertTrue(matching(oneWay, Severity.WARNING, "QM1", "no route to agent").isEmpty(), "QM1 sends to QM2");
    }
}
