package mftwb.mq;

/**
 * An MQ call failed. The message says what happened and how to fix it, in words a user of
 * fteCreateTransfer would recognise; {@link #reasonCode()} keeps the MQRC for the log.
 */
public final class MqFailure extends Exception {
    private static final long serialVersionUID = 1L;

    private final int reasonCode;
    private final String fix;

    public MqFailure(int reasonCode, String message, String fix, Throwable cause) {
        super(message, cause);
        this.reasonCode = reasonCode;
        this.fix = fix;
    }

    public int reasonCode() {
        return reasonCode;
    }

    public String fix() {
        return fix;
    }

    @Override
    public String getMessage() {
        return super.getMessage() + (fix.isEmpty() ? "" : ". Fix: " + fix);
    }
}
