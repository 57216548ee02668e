package mftwb.mq;

import java.util.Map;

/**
 * What the MQ reason codes users meet when connecting and submitting transfers mean, and what to
 * change. Explanations follow IBM's "API reason codes" pages; the fixes are the usual ones for a
 * client channel to a queue manager.
 */
public final class ReasonCodes {

    /** Explanation and fix for one reason code. */
    public record Advice(String name, String explanation, String fix) {
    }

    private static final Map<Integer, Advice> ADVICE = Map.ofEntries(
            entry(2009, "MQRC_CONNECTION_BROKEN", "the connection to the queue manager was lost",
                    "check that host:port is the queue manager's MQ listener and not another service, that the "
                            + "queue manager is still running, and that no firewall drops idle connections"),
            entry(2030, "MQRC_MSG_TOO_BIG_FOR_Q", "the message is longer than the queue's MAXMSGL",
                    "raise MAXMSGL on the queue or send fewer items per request"),
            entry(2035, "MQRC_NOT_AUTHORIZED", "the queue manager refused the user or the password",
                    "check the user and password (env MFTWB_MQ_PASSWORD), the channel's CHLAUTH rules and "
                            + "CONNAUTH; grant access with setmqaut / SET AUTHREC (see the queue manager's "
                            + "error log AMQERR01.LOG for the exact reason)"),
            entry(2051, "MQRC_PUT_INHIBITED", "the queue is put-inhibited",
                    "ALTER QLOCAL(...) PUT(ENABLED), or ask the MQ administrator why it was disabled"),
            entry(2053, "MQRC_Q_FULL", "the queue is full (MAXDEPTH reached)",
                    "check that the agent is running and reading its command queue; raise MAXDEPTH"),
            entry(2058, "MQRC_Q_MGR_NAME_ERROR", "the queue manager name does not match the one behind the channel",
                    "use the queue manager name exactly (names are case-sensitive) as shown by dspmq"),
            entry(2059, "MQRC_Q_MGR_NOT_AVAILABLE", "the queue manager is not available",
                    "start the queue manager (strmqm) and its listener, and check host, port and channel"),
            entry(2063, "MQRC_SECURITY_ERROR", "the queue manager reported a security error",
                    "see the queue manager's error log; often a user that does not exist on the server"),
            entry(2085, "MQRC_UNKNOWN_OBJECT_NAME", "the queue or topic does not exist on this queue manager",
                    "for SYSTEM.FTE.COMMAND.<agent>: connect to the agent's own queue manager and check the "
                            + "agent name; run the MQSC script fteCreateAgent produced"),
            entry(2161, "MQRC_Q_MGR_QUIESCING", "the queue manager is shutting down",
                    "wait until it is restarted, then retry"),
            entry(2162, "MQRC_Q_MGR_STOPPING", "the queue manager is stopping",
                    "wait until it is restarted, then retry"),
            entry(2393, "MQRC_SSL_INITIALIZATION_ERROR", "TLS could not be initialised in the client",
                    "check the key store and trust store (javax.net.ssl.keyStore / trustStore) paths and "
                            + "passwords, and that the cipher spec is supported by this JVM"),
            entry(2397, "MQRC_JSSE_ERROR", "the TLS handshake failed",
                    "make the cipher spec equal to the channel's SSLCIPH, trust the queue manager's "
                            + "certificate, and check SSLCAUTH if the channel asks for a client certificate"),
            entry(2398, "MQRC_SSL_PEER_NAME_MISMATCH", "the queue manager certificate does not match the SSLPEER name",
                    "fix the expected peer name or the certificate's distinguished name"),
            entry(2537, "MQRC_CHANNEL_NOT_AVAILABLE", "the channel is stopped or has reached its instance limits",
                    "START CHANNEL(...) on the queue manager; check MAXINST / MAXINSTC and CHLAUTH blocks"),
            entry(2538, "MQRC_HOST_NOT_AVAILABLE", "nothing answered on that host and port",
                    "check the host name and port, that the listener runs (DISPLAY LSSTATUS(*)), and firewalls"),
            entry(2539, "MQRC_CHANNEL_CONFIG_ERROR", "the channel definitions of client and server do not agree",
                    "use a SVRCONN channel and check its settings against the queue manager's"),
            entry(2540, "MQRC_UNKNOWN_CHANNEL_NAME", "the queue manager has no channel of that name",
                    "use an existing SVRCONN channel (names are case-sensitive), e.g. SYSTEM.DEF.SVRCONN"));

    private ReasonCodes() {
    }

    private static Map.Entry<Integer, Advice> entry(int code, String name, String explanation, String fix) {
        return Map.entry(code, new Advice(name, explanation, fix));
    }

    /** Known advice, or a generic text naming the code (symbolic name given when known). */
    public static Advice advice(int reasonCode, String symbolicName) {
        Advice known = ADVICE.get(reasonCode);
        if (known != null) {
            return known;
        }
        String name = symbolicName == null || symbolicName.isBlank() ? "MQRC " + reasonCode : symbolicName;
        return new Advice(name, "MQ call failed with " + name,
                "look up reason code " + reasonCode + " in IBM's \"API reason codes\" documentation");
    }

    /** A failure for {@code action} (e.g. "put to SYSTEM.FTE.COMMAND.A1 on QM1") with the advice for the code. */
    public static MqFailure failure(String action, int reasonCode, String symbolicName, Throwable cause) {
        Advice advice = advice(reasonCode, symbolicName);
        return new MqFailure(reasonCode, "cannot " + action + ": " + advice.explanation() + " (" + reasonCode + " "
                + advice.name() + ")", advice.fix(), cause);
    }
}
