package mftwb.mq.client;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;

import com.ibm.mq.headers.pcf.MQCFGR;
import com.ibm.mq.headers.pcf.PCFMessage;
import com.ibm.mq.headers.pcf.PCFParameter;

/**
 * Round trip through the wire format: tests build messages with IBM's PCF classes, serialise them
 * to bytes as a queue manager would send them, and decode what is read back.
 */
final class PcfBytes {
    private PcfBytes() {
    }

    static PCFMessage roundTrip(PCFMessage message) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        message.write(new DataOutputStream(bytes));
        return new PCFMessage(new DataInputStream(new ByteArrayInputStream(bytes.toByteArray())));
    }

    static MQCFGR group(int parameter, PCFParameter... members) {
        MQCFGR group = new MQCFGR();
        group.setParameter(parameter);
        for (PCFParameter member : members) {
            group.addParameter(member);
        }
        return group;
    }
}
