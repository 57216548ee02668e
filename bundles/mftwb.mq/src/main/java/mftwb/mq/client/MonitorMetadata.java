package mftwb.mq.client;

import java.util.ArrayList;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.ibm.mq.constants.CMQC;
import com.ibm.mq.constants.CMQCFC;
import com.ibm.mq.headers.pcf.MQCFGR;
import com.ibm.mq.headers.pcf.PCFMessage;
import com.ibm.mq.headers.pcf.PCFParameter;

import mftwb.mq.MonitorUnit;

/**
 * The three levels of $SYS resource statistics metadata a queue manager publishes (retained) under
 * {@code $SYS/MQ/INFO/QMGR/<qm>/Monitor/METADATA/}: the classes (CPU, DISK, STATMQI, STATQ, ...),
 * each class's types (SystemSummary, QMgrSummary, ...), and each type's elements with their
 * datatypes and the topic its data is published on. Element ids and datatypes differ between
 * releases, which is why data must be decoded through the metadata and never through fixed ids.
 */
public final class MonitorMetadata {
    private MonitorMetadata() {
    }

    /** A class or type entry: its name, description and the topic of the next metadata level. */
    public record Entry(int id, String name, String description, String topic) {
    }

    /** One element of a type: id used as the PCF parameter in data publications. */
    public record Element(int id, MonitorUnit unit, String description) {
    }

    /** A type's elements and the topic its data is published on ({@code %s} stands for an object name). */
    public record TypeElements(String dataTopic, Map<Integer, Element> elements) {
        public TypeElements {
            elements = Map.copyOf(elements);
        }
    }

    /** Entries of a {@code METADATA/CLASSES} publication. */
    public static List<Entry> classes(PCFMessage message) {
        return entries(message, CMQCFC.MQGACF_MONITOR_CLASS, CMQCFC.MQIAMO_MONITOR_CLASS, CMQCFC.MQCAMO_MONITOR_CLASS);
    }

    /** Entries of a {@code METADATA/<class>/TYPES} publication. */
    public static List<Entry> types(PCFMessage message) {
        return entries(message, CMQCFC.MQGACF_MONITOR_TYPE, CMQCFC.MQIAMO_MONITOR_TYPE, CMQCFC.MQCAMO_MONITOR_TYPE);
    }

    /** A {@code METADATA/<class>/<type>} publication. */
    public static TypeElements elements(PCFMessage message) {
        Map<Integer, Element> elements = new LinkedHashMap<>();
        for (MQCFGR group : groups(message, CMQCFC.MQGACF_MONITOR_ELEMENT)) {
            int id = (int) PcfValues.number(group, CMQCFC.MQIAMO_MONITOR_ELEMENT, -1);
            int datatype = (int) PcfValues.number(group, CMQCFC.MQIAMO_MONITOR_DATATYPE, MonitorUnit.UNIT.code);
            elements.put(id, new Element(id, MonitorUnit.of(datatype),
                    PcfValues.string(group, CMQCFC.MQCAMO_MONITOR_DESC)));
        }
        return new TypeElements(PcfValues.string(message, CMQC.MQCA_TOPIC_STRING), elements);
    }

    private static List<Entry> entries(PCFMessage message, int groupId, int idParameter, int nameParameter) {
        List<Entry> entries = new ArrayList<>();
        for (MQCFGR group : groups(message, groupId)) {
            entries.add(new Entry((int) PcfValues.number(group, idParameter, -1), PcfValues.string(group, nameParameter),
                    PcfValues.string(group, CMQCFC.MQCAMO_MONITOR_DESC),
                    PcfValues.string(group, CMQC.MQCA_TOPIC_STRING)));
        }
        return entries;
    }

    private static List<MQCFGR> groups(PCFMessage message, int groupId) {
        List<MQCFGR> groups = new ArrayList<>();
        Enumeration<?> parameters = message.getParameters();
        while (parameters.hasMoreElements()) {
            PCFParameter p = (PCFParameter) parameters.nextElement();
            if (p instanceof MQCFGR group && group.getParameter() == groupId) {
                groups.add(group);
            }
        }
        return groups;
    }
}
