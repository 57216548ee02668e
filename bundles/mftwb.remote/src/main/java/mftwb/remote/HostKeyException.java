package mftwb.remote;

import java.io.IOException;

/** The server's host key was not trusted: unknown and refused, or changed since it was recorded. */
public final class HostKeyException extends IOException {
    private static final long serialVersionUID = 1L;

    public HostKeyException(String message) {
        super(message);
    }
}
