package mftwb.mq.client;

import com.ibm.mq.headers.pcf.PCFContent;
import com.ibm.mq.headers.pcf.PCFParameter;

/**
 * Reads PCF parameters whatever their structure: a queue manager may answer a counter as MQCFIN or
 * MQCFIN64 and a short/long-term pair as MQCFIL or MQCFIL64, depending on version and platform.
 */
final class PcfValues {
    private PcfValues() {
    }

    /** The first value of an integer parameter, or {@code absent}. */
    static long number(PCFContent content, int parameter, long absent) {
        return element(content.getParameter(parameter), 0, absent);
    }

    /** Element {@code index} of an integer list parameter (or the value of a single integer), or {@code absent}. */
    static long element(PCFParameter p, int index, long absent) {
        if (p == null) {
            return absent;
        }
        Object value = p.getValue();
        if (value instanceof Number n) {
            return index == 0 ? n.longValue() : absent;
        }
        if (value instanceof int[] list) {
            return index < list.length ? list[index] : absent;
        }
        if (value instanceof long[] list) {
            return index < list.length ? list[index] : absent;
        }
        return absent;
    }

    static long listElement(PCFContent content, int parameter, int index, long absent) {
        return element(content.getParameter(parameter), index, absent);
    }

    /** A string parameter without MQ's blank padding, or "" when absent. */
    static String string(PCFContent content, int parameter) {
        PCFParameter p = content.getParameter(parameter);
        return p == null || p.getValue() == null ? "" : p.getStringValue().strip();
    }
}
