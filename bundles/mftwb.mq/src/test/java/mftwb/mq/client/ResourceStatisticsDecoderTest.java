package mftwb.mq.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.ibm.mq.constants.CMQC;
import com.ibm.mq.constants.CMQCFC;
import com.ibm.mq.headers.pcf.MQCFIN;
import com.ibm.mq.headers.pcf.MQCFST;
import com.ibm.mq.headers.pcf.PCFMessage;

import mftwb.mq.MonitorUnit;
import mftwb.mq.QmResourceSample;
import mftwb.mq.client.MonitorMetadata.Entry;
import mftwb.mq.client.MonitorMetadata.TypeElements;

/**
 * Metadata and data publications as a queue manager sends them on $SYS/MQ/INFO/QMGR/QM1/Monitor/...
 * The element descriptions are those amqsrua prints for CPU/QMgrSummary; the element ids are
 * deliberately not 0..2, to prove decoding goes through the metadata.
 */
class ResourceStatisticsDecoderTest {
    private static final String PREFIX = "$SYS/MQ/INFO/QMGR/QM1/Monitor/";

    private static PCFMessage publication() {
        return new PCFMessage(CMQCFC.MQCFT_STATISTICS, CMQCFC.MQCMD_NONE, 1, true);
    }

    private static PCFMessage classes() {
        PCFMessage m = publication();
        m.addParameter(PcfBytes.group(CMQCFC.MQGACF_MONITOR_CLASS,
                new MQCFIN(CMQCFC.MQIAMO_MONITOR_CLASS, 0),
                new MQCFIN(CMQCFC.MQIAMO_MONITOR_FLAGS, CMQCFC.MQIAMO_MONITOR_FLAGS_NONE),
                new MQCFST(CMQCFC.MQCAMO_MONITOR_CLASS, "CPU"),
                new MQCFST(CMQCFC.MQCAMO_MONITOR_DESC, "Platform central processing units"),
                new MQCFST(CMQC.MQCA_TOPIC_STRING, PREFIX + "METADATA/CPU/TYPES")));
        m.addParameter(PcfBytes.group(CMQCFC.MQGACF_MONITOR_CLASS,
                new MQCFIN(CMQCFC.MQIAMO_MONITOR_CLASS, 1),
                new MQCFIN(CMQCFC.MQIAMO_MONITOR_FLAGS, CMQCFC.MQIAMO_MONITOR_FLAGS_NONE),
                new MQCFST(CMQCFC.MQCAMO_MONITOR_CLASS, "DISK"),
                new MQCFST(CMQCFC.MQCAMO_MONITOR_DESC, "Platform persistent data stores"),
                new MQCFST(CMQC.MQCA_TOPIC_STRING, PREFIX + "METADATA/DISK/TYPES")));
        return m;
    }

    private static PCFMessage types() {
        PCFMessage m = publication();
        m.addParameter(PcfBytes.group(CMQCFC.MQGACF_MONITOR_TYPE,
                new MQCFIN(CMQCFC.MQIAMO_MONITOR_TYPE, 1),
                new MQCFST(CMQCFC.MQCAMO_MONITOR_TYPE, "QMgrSummary"),
                new MQCFST(CMQCFC.MQCAMO_MONITOR_DESC, "CPU performance - running queue manager"),
                new MQCFST(CMQC.MQCA_TOPIC_STRING, PREFIX + "METADATA/CPU/QMgrSummary")));
        return m;
    }

    private static PCFMessage elements() {
        PCFMessage m = publication();
        m.addParameter(CMQC.MQCA_TOPIC_STRING, PREFIX + "CPU/QMgrSummary");
        element(m, 7, CMQCFC.MQIAMO_MONITOR_PERCENT, "User CPU time - percentage estimate for queue manager");
        element(m, 8, CMQCFC.MQIAMO_MONITOR_PERCENT, "System CPU time - percentage estimate for queue manager");
        element(m, 9, CMQCFC.MQIAMO_MONITOR_MB, "RAM total bytes - estimate for queue manager");
        return m;
    }

    private static void element(PCFMessage m, int id, int datatype, String description) {
        m.addParameter(PcfBytes.group(CMQCFC.MQGACF_MONITOR_ELEMENT,
                new MQCFIN(CMQCFC.MQIAMO_MONITOR_ELEMENT, id),
                new MQCFIN(CMQCFC.MQIAMO_MONITOR_DATATYPE, datatype),
                new MQCFST(CMQCFC.MQCAMO_MONITOR_DESC, description)));
    }

    private static PCFMessage data() {
        PCFMessage m = publication();
        m.addParameter(CMQC.MQCA_Q_MGR_NAME, "QM1");
        m.addParameter(CMQCFC.MQIAMO64_MONITOR_INTERVAL, 10_012_345L);
        m.addParameter(7, 1234L); // 12.34 %
        m.addParameter(8, 566); // 5.66 %, sent as MQCFIN rather than MQCFIN64
        m.addParameter(9, 512L); // MB
        m.addParameter(42, 999L); // not in the metadata: ignored
        return m;
    }

    @Test
    void classesAndTypesLeadToTheirMetadataTopics() throws Exception {
        List<Entry> classes = MonitorMetadata.classes(PcfBytes.roundTrip(classes()));
        assertEquals(List.of("CPU", "DISK"), classes.stream().map(Entry::name).toList());
        assertEquals(PREFIX + "METADATA/CPU/TYPES", classes.get(0).topic());
        assertEquals("Platform central processing units", classes.get(0).description());
        List<Entry> types = MonitorMetadata.types(PcfBytes.roundTrip(types()));
        assertEquals("QMgrSummary", types.get(0).name());
        assertEquals(PREFIX + "METADATA/CPU/QMgrSummary", types.get(0).topic());
    }

    @Test
    void elementMetadataGivesDataTopicIdsAndUnits() throws Exception {
        TypeElements type = MonitorMetadata.elements(PcfBytes.roundTrip(elements()));
        assertEquals(PREFIX + "CPU/QMgrSummary", type.dataTopic());
        assertEquals(3, type.elements().size());
        assertEquals(MonitorUnit.PERCENT, type.elements().get(7).unit());
        assertEquals(MonitorUnit.MB, type.elements().get(9).unit());
    }

    @Test
    void dataIsScaledThroughTheMetadataIntoCpuPercentAndBytes() throws Exception {
        TypeElements type = MonitorMetadata.elements(PcfBytes.roundTrip(elements()));
        Instant now = Instant.parse("2026-11-22T12:00:00Z");
        QmResourceSample s = new ResourceStatisticsDecoder("QM1", "CPU", "QMgrSummary", type)
                .decode(PcfBytes.roundTrip(data()), now);
        assertEquals("QM1", s.queueManager());
        assertEquals(now, s.receivedAt());
        assertEquals(10_012_345L, s.intervalMicros());
        assertEquals(12.34, s.value("User CPU time - percentage estimate for queue manager").getAsDouble(), 1e-9);
        assertEquals(18.0, s.queueManagerCpuPercent().getAsDouble(), 1e-9);
        assertEquals(512.0 * 1024 * 1024, s.queueManagerRamBytes().getAsDouble(), 1e-3);
        assertEquals(3, s.values().size(), "element 42 is not in the metadata");
        assertTrue(s.systemCpuPercent().isEmpty(), "SystemSummary elements were not published");
    }

    @Test
    void everyDatatypeScalesToPlainUnits() {
        assertEquals(7, MonitorUnit.UNIT.scale(7));
        assertEquals(7, MonitorUnit.DELTA.scale(7));
        assertEquals(1.5, MonitorUnit.HUNDREDTHS.scale(150), 1e-12);
        assertEquals(2048, MonitorUnit.KB.scale(2), 1e-12);
        assertEquals(99.99, MonitorUnit.PERCENT.scale(9999), 1e-12);
        assertEquals(0.25, MonitorUnit.MICROSEC.scale(250_000), 1e-12);
        assertEquals(3 * 1048576.0, MonitorUnit.MB.scale(3), 1e-6);
        assertEquals(MonitorUnit.PERCENT, MonitorUnit.of(CMQCFC.MQIAMO_MONITOR_PERCENT));
        assertEquals(MonitorUnit.MICROSEC, MonitorUnit.of(CMQCFC.MQIAMO_MONITOR_MICROSEC));
    }
}
