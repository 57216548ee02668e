package mftwb.remote;

import java.util.List;

/**
 * A command for a POSIX shell on the remote host, built from an argument list. SSH hands the
 * command to the user's login shell as one string ({@code sh -c STRING}), so every argument is
 * quoted here: a host name, path or agent name with {@code ' " ; $ `}, spaces or newlines reaches
 * the program as one word of data and is never executed.
 */
public record RemoteCommand(List<String> arguments) {
    /**
     * A shell function for scripts that answer several questions in one exec: {@code tag NAME} writes
     * every line it reads prefixed with NAME and a space, the last one too when it lacks a newline
     * (a hand-edited agent.properties often does).
     */
    public static final String TAG_FUNCTION =
            "tag() { while IFS= read -r l || [ -n \"$l\" ]; do printf '%s %s\\n' \"$1\" \"$l\"; done; }; ";

    public RemoteCommand {
        if (arguments.isEmpty()) {
            throw new IllegalArgumentException("a remote command needs at least the program name");
        }
        arguments = List.copyOf(arguments);
    }

    public static RemoteCommand of(String program, String... arguments) {
        List<String> all = new java.util.ArrayList<>();
        all.add(program);
        all.addAll(List.of(arguments));
        return new RemoteCommand(all);
    }

    /** The single string sent in the SSH exec request. */
    public String toShellString() {
        StringBuilder line = new StringBuilder();
        for (String argument : arguments) {
            if (!line.isEmpty()) {
                line.append(' ');
            }
            line.append(quote(argument));
        }
        return line.toString();
    }

    /**
     * Quotes one word for a POSIX shell: inside single quotes nothing is special except the single
     * quote itself, which is closed, emitted escaped and reopened ({@code '\''}). Plain words made
     * only of safe characters stay unquoted so logged commands remain readable.
     */
    public static String quote(String word) {
        if (!word.isEmpty() && word.chars().allMatch(RemoteCommand::isSafe)) {
            return word;
        }
        return "'" + word.replace("'", "'\\''") + "'";
    }

    private static boolean isSafe(int c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                || c == '-' || c == '_' || c == '.' || c == '/' || c == ',' || c == ':' || c == '@' || c == '+'
                || c == '=';
    }
}
