package mftwb.cli;

/** Wrong arguments on the command line; reported with exit code 2. */
public final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    public UsageException(String message) {
        super(message);
    }
}
