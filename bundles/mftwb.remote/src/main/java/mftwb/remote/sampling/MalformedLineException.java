package mftwb.remote.sampling;

/** A sampler line that does not have the expected shape; counted and reported, never fatal. */
public final class MalformedLineException extends Exception {
    private static final long serialVersionUID = 1L;

    public MalformedLineException(String reason, String line) {
        super(reason + ": '" + (line.length() > 120 ? line.substring(0, 120) + "..." : line) + "'");
    }
}
