package mftwb.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import mftwb.model.Agent;
import mftwb.model.AgentConnection;
import mftwb.model.AgentKind;
import mftwb.model.AgentProperties;
import mftwb.model.CpuArchitecture;
import mftwb.model.DiskKind;
import mftwb.model.Host;
import mftwb.model.JvmKind;
import mftwb.model.Link;
import mftwb.model.OperatingSystem;
import mftwb.model.Position;
import mftwb.model.QueueManager;
import mftwb.model.QueueManagerRole;
import mftwb.model.QueueManagerTuning;
import mftwb.model.Templates;
import mftwb.model.Topology;
import mftwb.model.Workload;

class TopologyLayoutTest {

    /** {@code hosts} hosts, each with one QM and three bindings agents; links as given. */
    static Topology estate(int hosts, List<Link> links) {
        List<Host> hs = new ArrayList<>();
        List<QueueManager> qms = new ArrayList<>();
        List<Agent> agents = new ArrayList<>();
        for (int i = 0; i < hosts; i++) {
            String h = "host" + i;
            hs.add(new Host(h, h + ".example.com", CpuArchitecture.X86_64, OperatingSystem.LINUX, 4, 2, 16384, DiskKind.LOCAL, JvmKind.HOTSPOT));
            qms.add(new QueueManager("QM" + i, h, 1414, i == 0 ? Set.of(QueueManagerRole.COORDINATION) : Set.of(QueueManagerRole.AGENT), "",
                    QueueManagerTuning.DEFAULTS));
            for (int a = 0; a < 3; a++) {
                agents.add(new Agent("AG" + i + "_" + a, AgentKind.STANDARD, "QM" + i, h, new AgentConnection.Bindings(), AgentProperties.DEFAULTS));
            }
        }
        return new Topology(Topology.SCHEMA_VERSION, "estate", "", hs, qms, agents, List.of(), links, List.of(), Workload.DEFAULT, Map.of());
    }

    static Link link(int a, int b, double rtt) {
        return new Link("host" + a, "host" + b, rtt, 1000, 0, "");
    }

    private static int x(Topology t, String name) {
        return t.positionOf(name).orElseThrow().x();
    }

    private static int y(Topology t, String name) {
        return t.positionOf(name).orElseThrow().y();
    }

    @Test
    void agentsSitBelowTheirQueueManagerInsideTheirHost() {
        Topology laidOut = TopologyLayout.arrange(estate(3, List.of()));
        for (int i = 0; i < 3; i++) {
            int hostX = x(laidOut, "host" + i);
            int hostY = y(laidOut, "host" + i);
            assertEquals(hostX + TopologyLayout.HOST_PAD, x(laidOut, "QM" + i));
            assertEquals(hostY + TopologyLayout.HOST_HEADER, y(laidOut, "QM" + i));
            // Three agents: two columns under the QM, the first agent right below it.
            assertEquals(x(laidOut, "QM" + i), x(laidOut, "AG" + i + "_0"));
            assertEquals(x(laidOut, "QM" + i) + TopologyLayout.NODE_WIDTH + TopologyLayout.GAP, x(laidOut, "AG" + i + "_1"));
            assertEquals(x(laidOut, "QM" + i), x(laidOut, "AG" + i + "_2"));
            for (int a = 0; a < 3; a++) {
                assertTrue(y(laidOut, "AG" + i + "_" + a) > y(laidOut, "QM" + i));
            }
        }
        assertEquals(laidOut, TopologyLayout.arrange(estate(3, List.of())), "deterministic");
    }

    @Test
    void aHundredHostsMakeACompactPictureWithoutOverlaps() {
        Topology laidOut = TopologyLayout.arrange(estate(101, List.of()));
        int maxX = laidOut.hosts().stream().mapToInt(h -> x(laidOut, h.name())).max().orElseThrow();
        int maxY = laidOut.hosts().stream().mapToInt(h -> y(laidOut, h.name())).max().orElseThrow();
        // Not one row of 101 hosts (23,000 pixels): a block about as wide as it is tall.
        assertTrue(maxX < 6000 && maxY < 6000 && maxY > 600, maxX + " x " + maxY);
        List<int[]> boxes = laidOut.hosts().stream().map(h -> new int[] { x(laidOut, h.name()), y(laidOut, h.name()) }).toList();
        for (int i = 0; i < boxes.size(); i++) {
            for (int j = i + 1; j < boxes.size(); j++) {
                boolean apart = Math.abs(boxes.get(i)[0] - boxes.get(j)[0]) >= 208 || Math.abs(boxes.get(i)[1] - boxes.get(j)[1]) >= 250;
                assertTrue(apart, "host" + i + " overlaps host" + j);
            }
        }
    }

    @Test
    void lanLinkedHostsAreGroupedAndWanLinksRunBetweenGroups() {
        // Two sites of three hosts on LANs, joined by one WAN link, plus 30 lone hosts.
        List<Link> links = List.of(link(0, 1, 0.2), link(1, 2, 0.2), link(3, 4, 0.2), link(4, 5, 0.2), link(2, 3, 80));
        Topology t = estate(36, links);
        assertEquals(List.of(Set.of("host0", "host1", "host2"), Set.of("host3", "host4", "host5"), Set.of("host6")),
                TopologyLayout.lanGroups(t).subList(0, 3));
        Topology laidOut = TopologyLayout.arrange(t);
        double siteA = spread(laidOut, 0, 1, 2);
        double siteB = spread(laidOut, 3, 4, 5);
        double across = Math.hypot(x(laidOut, "host0") - x(laidOut, "host5"), y(laidOut, "host0") - y(laidOut, "host5"));
        assertTrue(across > siteA && across > siteB, "sites stay together: " + siteA + ", " + siteB + " vs " + across);
        int maxY = laidOut.hosts().stream().mapToInt(h -> y(laidOut, h.name())).max().orElseThrow();
        assertTrue(maxY < 4000, "lone hosts are packed in rows, not one column: " + maxY);
    }

    /** Linked hosts side by side leave room for the link's label, which used to cover their names. */
    @Test
    void linkedHostsSideBySideLeaveRoomForTheLinksLabel() {
        for (Templates.Template template : Templates.all()) {
            Topology laidOut = TopologyLayout.arrange(template.load());
            for (Link link : laidOut.links()) {
                HostArrangement a = HostArrangement.of(laidOut, link.hostA());
                HostArrangement b = HostArrangement.of(laidOut, link.hostB());
                int ax = x(laidOut, link.hostA()), bx = x(laidOut, link.hostB());
                int ay = y(laidOut, link.hostA()), by = y(laidOut, link.hostB());
                boolean sideBySide = ay < by + b.height() && by < ay + a.height();
                if (sideBySide) {
                    double gap = ax < bx ? bx - (ax + a.width()) : ax - (bx + b.width());
                    assertTrue(gap >= TopologyLayout.LINK_LABEL_ROOM - 1, template.fileName() + ": " + link.hostA() + " and "
                            + link.hostB() + " are " + gap + " px apart");
                }
            }
        }
    }

    /** A link named in the user's words ("Bangalore to Hursley, ...") has a label wider than the usual room. */
    @Test
    void aLongLinkLabelGetsRoomBetweenTheHostsItJoins() {
        Link wan = new Link("host0", "host1", 150, 100, 0, "Bangalore to Hursley, about 5000 miles");
        Topology laidOut = TopologyLayout.arrange(estate(2, List.of(wan)));
        double needed = LinkLabel.room(wan);
        assertTrue(needed > TopologyLayout.LINK_LABEL_ROOM, "the label is longer than the usual room: " + needed);
        HostArrangement left = HostArrangement.of(laidOut, "host0");
        assertEquals(y(laidOut, "host0"), y(laidOut, "host1"), "side by side");
        double gap = x(laidOut, "host1") - (x(laidOut, "host0") + left.width());
        assertTrue(gap >= needed - 1, "the hosts are " + gap + " px apart, the label needs " + needed);
    }

    private static double spread(Topology t, int... hosts) {
        double max = 0;
        for (int a : hosts) {
            for (int b : hosts) {
                max = Math.max(max, Math.hypot(x(t, "host" + a) - x(t, "host" + b), y(t, "host" + a) - y(t, "host" + b)));
            }
        }
        return max;
    }

    @Test
    void templatesKeepTheirHandPlacedPositions() {
        for (Templates.Template template : Templates.all()) {
            Topology placed = template.load();
            assertFalse(placed.diagram().isEmpty());
            Topology after = TopologyLayout.placeMissing(placed);
            placed.diagram().forEach((name, p) -> assertEquals(p, after.positionOf(name).orElseThrow(), name));
        }
    }

    @Test
    void aTopologyWithoutPositionsIsArrangedWhole() {
        Topology bare = estate(4, List.of());
        assertEquals(TopologyLayout.arrange(bare).diagram(), TopologyLayout.placeMissing(bare).diagram());
        assertTrue(TopologyLayout.placeMissing(bare).nodes().allMatch(n -> TopologyLayout.placeMissing(bare).positionOf(n.name()).isPresent()));
        assertEquals(new Position(0, 0).getClass(), Position.class);
    }
}
