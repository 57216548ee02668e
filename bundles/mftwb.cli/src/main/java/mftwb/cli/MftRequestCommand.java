package mftwb.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;

import mftwb.mq.AgentAddress;
import mftwb.mq.ConnectionSpec;
import mftwb.mq.MqConnector;
import mftwb.mq.MqGateway;
import mftwb.mq.TransferItem;
import mftwb.mq.TransferItem.ChecksumMethod;
import mftwb.mq.TransferItem.TransferMode;
import mftwb.mq.TransferRequest;
import mftwb.mq.TransferRequestXml;

/**
 * {@code mftwb mft-request}: writes an MFT transfer request, or puts it on the source agent's
 * command queue with {@code --put}. Each --file goes to its --dest file, or all into the --dest-dir
 * directory (fteCreateTransfer's -df and -dd). The password comes from the environment, never from the
 * command line, where {@code ps} would show it.
 */
final class MftRequestCommand implements Subcommand {
    private final MqConnector connector;
    private final UnaryOperator<String> environment;
    private final String originatorHost;
    private final String originatorUser;

    MftRequestCommand(MqConnector connector, UnaryOperator<String> environment, String originatorHost,
            String originatorUser) {
        this.connector = connector;
        this.environment = environment;
        this.originatorHost = originatorHost;
        this.originatorUser = originatorUser;
    }

    @Override
    public String name() {
        return "mft-request";
    }

    @Override
    public String usage() {
        return "--source-agent A1@QM1 --dest-agent A2@QM2 (--file SRC --dest DSTFILE [--file SRC --dest DSTFILE ...]"
                + " | --file SRC [--file SRC ...] --dest-dir DSTDIR)"
                + " [--mode text|binary] [--checksum MD5|none] [--priority 0-9]"
                + " [--put host:port/channel/QM [--user USER] [--cipher-spec CIPHERSUITE]]"
                + "  (password from env " + ConnectionSpec.PASSWORD_VARIABLE + ")";
    }

    @Override
    public Set<String> valuedOptions() {
        return Set.of("source-agent", "dest-agent", "file", "dest", "dest-dir", "mode", "checksum", "priority", "put",
                "user", "cipher-spec");
    }

    @Override
    public int run(Arguments args, PrintStream out, PrintStream err) throws Exception {
        if (!args.positional().isEmpty()) {
            throw new UsageException("unexpected argument '" + args.positional().get(0) + "'");
        }
        TransferRequest request = request(args);
        if (!args.has("put")) {
            out.print(TransferRequestXml.toXml(request));
            return CommandLine.OK;
        }
        ConnectionSpec spec = connection(args);
        try (MqGateway gateway = connector.connect(spec)) {
            String messageId = gateway.putTransferRequest(request);
            out.println("put transfer request with " + request.items().size() + " item(s) on "
                    + request.sourceAgent().commandQueue() + " at " + request.sourceAgent().queueManager()
                    + " via " + spec + "; message id " + messageId);
        }
        return CommandLine.OK;
    }

    private TransferRequest request(Arguments args) throws UsageException {
        AgentAddress source = agent(args, "source-agent");
        AgentAddress destination = agent(args, "dest-agent");
        List<String> files = args.values("file");
        List<String> dests = args.values("dest");
        if (files.isEmpty()) {
            throw new UsageException("--file is required");
        }
        // As fteCreateTransfer: -df names each destination file, -dd one directory for every source file.
        Optional<String> directory = args.value("dest-dir");
        if (directory.isPresent() && (!dests.isEmpty() || args.values("dest-dir").size() > 1)) {
            throw new UsageException("give --dest after each --file, or one --dest-dir for them all, not both");
        }
        if (directory.isEmpty() && files.size() != dests.size()) {
            throw new UsageException(files.size() + " --file but " + dests.size()
                    + " --dest: give one --dest after each --file, or one --dest-dir");
        }
        for (String dest : dests) {
            if (dest.endsWith("/") || dest.endsWith("\\")) {
                throw new UsageException("--dest " + dest + " names a directory, not a file: use --dest-dir " + dest);
            }
        }
        TransferMode mode;
        ChecksumMethod checksum;
        int priority;
        try {
            mode = TransferMode.parse(args.value("mode").orElse("binary"));
            checksum = ChecksumMethod.parse(args.value("checksum").orElse("none"));
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        String priorityText = args.value("priority").orElse("0");
        try {
            priority = Integer.parseInt(priorityText);
        } catch (NumberFormatException e) {
            throw new UsageException("--priority '" + priorityText + "' is not a number 0-9");
        }
        List<TransferItem> items = new ArrayList<>();
        try {
            for (int i = 0; i < files.size(); i++) {
                items.add(directory.isPresent() ? TransferItem.intoDirectory(files.get(i), directory.get(), mode, checksum)
                        : TransferItem.file(files.get(i), dests.get(i), mode, checksum));
            }
            return new TransferRequest(source, destination, priority, originatorHost, originatorUser, items);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    private static AgentAddress agent(Arguments args, String option) throws UsageException {
        String text = args.required(option);
        try {
            return AgentAddress.parse(text);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--" + option + ": " + e.getMessage());
        }
    }

    private ConnectionSpec connection(Arguments args) throws UsageException {
        try {
            ConnectionSpec spec = ConnectionSpec.parse(args.required("put"));
            if (args.has("user")) {
                spec = spec.withCredentials(args.required("user"), environment.apply(ConnectionSpec.PASSWORD_VARIABLE));
            }
            if (args.has("cipher-spec")) {
                spec = spec.withCipherSpec(args.required("cipher-spec"));
            }
            return spec;
        } catch (IllegalArgumentException e) {
            throw new UsageException("--put: " + e.getMessage());
        }
    }
}
