package mftwb.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

import mftwb.mq.Originator;
import mftwb.mq.client.ClientConnector;

/** Every subcommand of {@code mftwb}, in the order {@code --help} lists them. */
final class Subcommands {
    private Subcommands() {
    }

    static List<Subcommand> all() {
        return all(System::getenv);
    }

    /** @param environment where subcommands read MFTWB_MQ_PASSWORD */
    static List<Subcommand> all(UnaryOperator<String> environment) {
        List<Subcommand> all = new ArrayList<>();
        all.add(new ValidateCommand());
        all.add(new ExportCommand());
        all.add(new ImportEstateCommand());
        all.add(new LintCommand());
        all.add(new PredictCommand());
        all.add(new RecommendCommand());
        all.add(new AdviseArchiveCommand());
        all.add(new MonitorCommand());
        all.add(new CampaignCommand(environment));
        Originator originator = Originator.thisProcess();
        all.add(new MftRequestCommand(new ClientConnector(), environment, originator.hostName(),
                originator.userId()));
        return List.copyOf(all);
    }
}
