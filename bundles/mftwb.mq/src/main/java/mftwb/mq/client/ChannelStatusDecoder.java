package mftwb.mq.client;

import com.ibm.mq.constants.CMQCFC;
import com.ibm.mq.constants.MQConstants;
import com.ibm.mq.headers.pcf.PCFMessage;

import mftwb.mq.ChannelStatus;

/** Turns one response of PCF Inquire Channel Status into a {@link ChannelStatus}. */
public final class ChannelStatusDecoder {
    private ChannelStatusDecoder() {
    }

    public static ChannelStatus decode(PCFMessage response) {
        long status = PcfValues.number(response, CMQCFC.MQIACH_CHANNEL_STATUS, -1);
        return new ChannelStatus(
                PcfValues.string(response, CMQCFC.MQCACH_CHANNEL_NAME),
                PcfValues.string(response, CMQCFC.MQCACH_CONNECTION_NAME),
                PcfValues.string(response, CMQCFC.MQCACH_XMIT_Q_NAME),
                statusName(status),
                PcfValues.number(response, CMQCFC.MQIACH_BYTES_SENT, 0),
                PcfValues.number(response, CMQCFC.MQIACH_BYTES_RCVD, 0),
                PcfValues.number(response, CMQCFC.MQIACH_BATCHES, 0),
                PcfValues.number(response, CMQCFC.MQIACH_MSGS, 0),
                PcfValues.listElement(response, CMQCFC.MQIACH_NETWORK_TIME_INDICATOR, 0, -1),
                PcfValues.listElement(response, CMQCFC.MQIACH_NETWORK_TIME_INDICATOR, 1, -1),
                PcfValues.listElement(response, CMQCFC.MQIACH_XMITQ_TIME_INDICATOR, 0, -1),
                PcfValues.listElement(response, CMQCFC.MQIACH_XMITQ_TIME_INDICATOR, 1, -1),
                PcfValues.listElement(response, CMQCFC.MQIACH_BATCH_SIZE_INDICATOR, 0, -1),
                PcfValues.listElement(response, CMQCFC.MQIACH_BATCH_SIZE_INDICATOR, 1, -1),
                PcfValues.listElement(response, CMQCFC.MQIACH_COMPRESSION_RATE, 0, -1));
    }

    /** RUNNING, RETRYING, ... as in DISPLAY CHSTATUS; the number when MQ has no name for it. */
    static String statusName(long status) {
        if (status < 0) {
            return "";
        }
        String name = MQConstants.lookup((int) status, "MQCHS_.*");
        return name == null || name.isEmpty() ? Long.toString(status) : name.replaceFirst("^MQCHS_", "");
    }
}
