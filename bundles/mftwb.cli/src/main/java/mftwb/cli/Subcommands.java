package mftwb.cli;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;

import mftwb.mq.client.ClientConnector;

/** Every subcommand of {@code mftwb}, in the order {@code --help} lists them. */
final class Subcommands {
    private Subcommands() {
    }

    static List<Subcommand> all() {
        return List.of(new MftRequestCommand(new ClientConnector(), System::getenv, localHostName(),
                System.getProperty("user.name")));
    }

    /** MFT shows the originator host in its logs; an unresolvable name must not stop the command. */
    private static String localHostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            return "localhost";
        }
    }
}
