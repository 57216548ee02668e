package mftwb.mq.fte;

/** A SYSTEM.FTE publication that is not the XML its topic promises; the message names topic and position. */
public final class FtePublicationException extends Exception {
    private static final long serialVersionUID = 1L;

    public FtePublicationException(String message) {
        super(message);
    }
}
