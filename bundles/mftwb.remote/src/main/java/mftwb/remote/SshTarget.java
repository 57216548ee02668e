package mftwb.remote;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Where to log in: {@code user@host[:port]}; an IPv6 address goes in brackets ({@code user@[::1]:22}). */
public record SshTarget(String user, String host, int port) {
    private static final Pattern FORM = Pattern.compile("([^@\\s]+)@(\\[[0-9A-Fa-f:.]+\\]|[^:@\\s\\[\\]]+)(?::(\\d{1,5}))?");

    public SshTarget {
        if (user.isBlank() || host.isBlank()) {
            throw new IllegalArgumentException("user and host are required");
        }
        if (port < 1 || port > 65535) {
            throw new IllegalArgumentException("port " + port + " is outside 1-65535");
        }
    }

    /** Parses {@code user@host[:port]}; the port defaults to 22. */
    public static SshTarget parse(String text) {
        Matcher m = FORM.matcher(text);
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not user@host[:port]");
        }
        String host = m.group(2);
        if (host.startsWith("[")) {
            host = host.substring(1, host.length() - 1);
        }
        int port = m.group(3) == null ? 22 : Integer.parseInt(m.group(3));
        return new SshTarget(m.group(1), host, port);
    }

    @Override
    public String toString() {
        String shownHost = host.contains(":") ? "[" + host + "]" : host;
        return user + "@" + shownHost + (port == 22 ? "" : ":" + port);
    }
}
