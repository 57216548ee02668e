package mftwb.mq.client;

import java.util.Hashtable;

import com.ibm.mq.MQException;
import com.ibm.mq.MQQueueManager;
import com.ibm.mq.constants.CMQC;

import mftwb.mq.ConnectionSpec;
import mftwb.mq.MqConnector;
import mftwb.mq.MqFailure;
import mftwb.mq.MqGateway;

/** Connects with the IBM MQ classes for Java in client mode (TCP to a SVRCONN channel). */
public final class ClientConnector implements MqConnector {
    private static final String APPLICATION_NAME = "MFT Perf Workbench";

    @Override
    public MqGateway connect(ConnectionSpec spec) throws MqFailure {
        try {
            return new ClientGateway(open(spec), spec.queueManager());
        } catch (MQException e) {
            throw Failures.of("connect to " + spec, e);
        }
    }

    /** A raw connection; package-private for the live tests, which also need MQ calls the gateway does not offer. */
    static MQQueueManager open(ConnectionSpec spec) throws MQException {
        Hashtable<String, Object> properties = new Hashtable<>();
        properties.put(CMQC.TRANSPORT_PROPERTY, CMQC.TRANSPORT_MQSERIES_CLIENT);
        properties.put(CMQC.HOST_NAME_PROPERTY, spec.host());
        properties.put(CMQC.PORT_PROPERTY, spec.port());
        properties.put(CMQC.CHANNEL_PROPERTY, spec.channel());
        properties.put(CMQC.APPNAME_PROPERTY, APPLICATION_NAME);
        spec.cipherSpec().ifPresent(c -> properties.put(CMQC.SSL_CIPHER_SUITE_PROPERTY, c));
        spec.user().ifPresent(user -> {
            properties.put(CMQC.USER_ID_PROPERTY, user);
            properties.put(CMQC.PASSWORD_PROPERTY, spec.password().orElse(""));
            // MQCSP carries passwords longer than 12 characters; queue managers with CONNAUTH expect it.
            properties.put(CMQC.USE_MQCSP_AUTHENTICATION_PROPERTY, Boolean.TRUE);
        });
        return new MQQueueManager(spec.queueManager(), properties);
    }
}
