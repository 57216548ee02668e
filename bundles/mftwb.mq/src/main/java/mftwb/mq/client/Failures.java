package mftwb.mq.client;

import com.ibm.mq.MQException;
import com.ibm.mq.constants.MQConstants;
import com.ibm.mq.headers.MQDataException;

import mftwb.mq.MqFailure;
import mftwb.mq.ReasonCodes;

/** MQ's exceptions turned into {@link MqFailure}s that say what to fix. */
final class Failures {
    private Failures() {
    }

    static MqFailure of(String action, MQException e) {
        return ReasonCodes.failure(action, e.getReason(), MQConstants.lookupReasonCode(e.getReason()), e);
    }

    static MqFailure of(String action, MQDataException e) {
        return ReasonCodes.failure(action, e.getReason(), MQConstants.lookupReasonCode(e.getReason()), e);
    }

    static MqFailure unreadable(String action, Exception e) {
        return new MqFailure(0, "cannot " + action + ": " + e.getMessage(), "", e);
    }
}
