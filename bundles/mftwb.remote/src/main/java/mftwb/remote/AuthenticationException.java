package mftwb.remote;

import java.io.IOException;

/** The server refused every offered credential (key, agent key, password). */
public final class AuthenticationException extends IOException {
    private static final long serialVersionUID = 1L;

    public AuthenticationException(String message, Throwable cause) {
        super(message, cause);
    }
}
