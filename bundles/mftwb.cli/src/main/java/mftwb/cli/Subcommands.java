package mftwb.cli;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;

import mftwb.mq.client.ClientConnector;

/** Every subcommand of {@code mftwb}, in the order {@code --help} lists them. */
final class Subcommands {
    private Subcommands() {
    }

    static List<Subcommand> all() {
        List<Subcommand> all = new ArrayList<>();
        all.add(new ValidateCommand());
        all.add(new ExportCommand());
        all.add(new LintCommand());
        all.add(new PredictCommand());
        all.add(new RecommendCommand());
        all.add(new AdviseArchiveCommand());
        all.add(new MonitorCommand());
        all.add(new CampaignCommand());
        all.add(new MftRequestCommand(new ClientConnector(), System::getenv, localHostName(),
                System.getProperty("user.name")));
        return List.copyOf(all);
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
