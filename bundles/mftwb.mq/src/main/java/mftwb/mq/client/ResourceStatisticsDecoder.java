package mftwb.mq.client;

import java.time.Instant;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.Map;

import com.ibm.mq.constants.CMQC;
import com.ibm.mq.constants.CMQCFC;
import com.ibm.mq.headers.pcf.MQCFGR;
import com.ibm.mq.headers.pcf.MQCFST;
import com.ibm.mq.headers.pcf.PCFMessage;
import com.ibm.mq.headers.pcf.PCFParameter;

import mftwb.mq.QmResourceSample;
import mftwb.mq.client.MonitorMetadata.Element;
import mftwb.mq.client.MonitorMetadata.TypeElements;

/** Decodes a $SYS resource statistics data publication through its type's metadata. */
public final class ResourceStatisticsDecoder {
    private final String queueManager;
    private final String monitorClass;
    private final String monitorType;
    private final TypeElements type;

    public ResourceStatisticsDecoder(String queueManager, String monitorClass, String monitorType, TypeElements type) {
        this.queueManager = queueManager;
        this.monitorClass = monitorClass;
        this.monitorType = monitorType;
        this.type = type;
    }

    public QmResourceSample decode(PCFMessage data, Instant receivedAt) {
        Map<String, Double> values = new LinkedHashMap<>();
        String qm = queueManager;
        String objectName = "";
        long intervalMicros = -1;
        Enumeration<?> parameters = data.getParameters();
        while (parameters.hasMoreElements()) {
            PCFParameter p = (PCFParameter) parameters.nextElement();
            int id = p.getParameter();
            if (p instanceof MQCFST) {
                if (id == CMQC.MQCA_Q_MGR_NAME) {
                    qm = p.getStringValue().strip();
                } else {
                    // Per-object classes (STATQ, STATAPP...) name their object in a string parameter.
                    objectName = p.getStringValue().strip();
                }
            } else if (id == CMQCFC.MQIAMO64_MONITOR_INTERVAL) {
                intervalMicros = PcfValues.element(p, 0, -1);
            } else if (!(p instanceof MQCFGR)) {
                Element element = type.elements().get(id);
                if (element != null) {
                    values.put(element.description(), element.unit().scale(PcfValues.element(p, 0, 0)));
                }
            }
        }
        return new QmResourceSample(qm, monitorClass, monitorType, objectName, receivedAt, intervalMicros, values);
    }
}
