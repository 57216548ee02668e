package mftwb.runner.mft;

import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Collectors;

import org.eclipse.core.runtime.OperationCanceledException;

import mftwb.model.Checksum;
import mftwb.model.TransferMode;
import mftwb.mq.AgentAddress;
import mftwb.mq.CancelRequest;
import mftwb.mq.EventStream;
import mftwb.mq.MqConnector;
import mftwb.mq.MqFailure;
import mftwb.mq.MqGateway;
import mftwb.mq.Originator;
import mftwb.mq.TransferItem;
import mftwb.mq.TransferItem.ChecksumMethod;
import mftwb.mq.TransferItem.DestinationType;
import mftwb.mq.TransferItem.ExistAction;
import mftwb.mq.TransferItem.SourceDisposition;
import mftwb.mq.TransferRequest;
import mftwb.mq.fte.FteEvent;
import mftwb.mq.fte.TransferEvent;
import mftwb.mq.fte.TransferTracker;
import mftwb.runner.MftAgents;
import mftwb.runner.MqSettings;
import mftwb.runner.Progress;
import mftwb.runner.QueueManagerListener;
import mftwb.runner.RunSpec;
import mftwb.runner.SampledHost;

/**
 * MFT over IBM MQ: each run puts one managed-transfer request per concurrent transfer on the
 * source agent's command queue and follows the transfers on the coordination queue manager's
 * SYSTEM.FTE topic, as {@code fteCreateTransfer -w} would, with nothing of MFT installed here.
 * <p>
 * The subscriptions ({@code Log/<agent>/#} and {@code Transfers/<agent>/#}) are opened before the
 * first request is put: a non-durable subscription only receives what is published after it
 * exists, and a small transfer starts and completes within milliseconds. Bytes and files follow
 * the status and log progress publications, so the live figures move in the steps the agent
 * publishes in. A transfer ends with its completed log message, whose result code and supplement
 * (with the failed items' messages) are the run's failure reason. Chunk and window are agent
 * properties a request cannot carry: they are recorded as configured, as for {@code mft-cli}.
 * Cancel, a timeout or a lost connection put a cancel request for every transfer still running.
 */
public final class MftOverMqWorkload extends MftBackend {
    /** Bounds how late a cancel is noticed while waiting for publications. */
    private static final Duration POLL = Duration.ofMillis(200);
    /** A running agent publishes "started" moments after it reads a request; silence means it is not there. */
    private static final Duration FIRST_PUBLICATION_WAIT = Duration.ofSeconds(60);

    private final AgentAddress sourceAgent;
    private final AgentAddress destinationAgent;
    private final String destinationDir;
    private final MqSettings connections;
    private final MqConnector connector;
    private final Originator originator;
    private Optional<QueueManagerListener> queueManagerListener = Optional.empty();
    private Consumer<String> campaignLog = line -> { };
    /** Queue manager figures this campaign gave up following, each said once on the log. */
    private final Set<String> told = new HashSet<>();

    /**
     * @param sourceHost  the source agent's host: test files are generated there and its CPU sampled
     * @param connections the campaign's queue managers, with the password already added
     */
    public MftOverMqWorkload(SampledHost sourceHost, MftAgents agents, MqSettings connections, MqConnector connector,
            Originator originator, boolean keep) {
        super(sourceHost, agents.sourceDir(), keep);
        this.sourceAgent = new AgentAddress(agents.sourceAgent(), agents.sourceQueueManager());
        this.destinationAgent = new AgentAddress(agents.destinationAgent(), agents.destinationQueueManager());
        this.destinationDir = agents.destinationDir();
        this.connections = connections;
        this.connector = connector;
        this.originator = originator;
    }

    /**
     * Reports the coordination queue manager's CPU and channel status to {@code listener} while runs
     * are in flight; what cannot be followed is said once on {@code log}, and the runs go on.
     */
    public MftOverMqWorkload followingQueueManager(Optional<QueueManagerListener> listener, Consumer<String> log) {
        this.queueManagerListener = listener;
        this.campaignLog = log;
        return this;
    }

    /** One request per transfer, each with its share of the files, into the run's own folder. */
    List<TransferRequest> requests(String label, RunSpec spec) {
        TransferItem.TransferMode mode = spec.mode() == TransferMode.TEXT ? TransferItem.TransferMode.TEXT
                : TransferItem.TransferMode.BINARY;
        ChecksumMethod checksum = spec.checksum() == Checksum.MD5 ? ChecksumMethod.MD5 : ChecksumMethod.NONE;
        String destination = destinationDir + "/" + label;
        int n = spec.activeTransfers();
        List<TransferRequest> requests = new ArrayList<>();
        for (int t = 0; t < n; t++) {
            List<TransferItem> items = files.share(spec.fileCount(), t, n).stream()
                    .map(source -> new TransferItem(source, destination, mode, checksum, SourceDisposition.LEAVE, false,
                            DestinationType.DIRECTORY, ExistAction.OVERWRITE))
                    .toList();
            requests.add(new TransferRequest(sourceAgent, destinationAgent, 0, originator.hostName(),
                    originator.userId(), items));
        }
        return requests;
    }

    @Override
    public void run(String label, RunSpec spec, Progress progress) throws IOException {
        progress.checkCanceled();
        List<TransferRequest> requests = requests(label, spec);
        Map<String, FollowedTransfer> transfers = new LinkedHashMap<>();
        try (Gateways mq = Gateways.open(connector, connections);
                EventStream<FteEvent> log = mq.coordination.subscribeFte("Log/" + sourceAgent.agent() + "/#");
                EventStream<FteEvent> status = mq.coordination.subscribeFte("Transfers/" + sourceAgent.agent() + "/#");
                QueueManagerFollower queueManager = QueueManagerFollower.open(mq.coordination, queueManagerListener,
                        told, campaignLog)) {
            progress.start();
            try {
                for (TransferRequest request : requests) {
                    String id = mq.command.putTransferRequest(request);
                    transfers.put(key(id), new FollowedTransfer(id, request.items().size(), spec.fileSizeBytes()));
                }
                follow(mq.command, log, status, queueManager, transfers, progress);
            } catch (MqFailure e) {
                throw new IOException(e.getMessage() + cancel(mq.command, transfers), e);
            }
        } catch (MqFailure e) {
            throw new IOException(e.getMessage(), e);
        }
        String failures = transfers.values().stream().map(FollowedTransfer::failure).flatMap(Optional::stream)
                .collect(Collectors.joining("; "));
        if (!failures.isEmpty()) {
            throw new IOException(failures);
        }
    }

    /** Reads publications until every transfer has ended, the run is canceled or it runs out of time. */
    private void follow(MqGateway command, EventStream<FteEvent> log, EventStream<FteEvent> status,
            QueueManagerFollower queueManager, Map<String, FollowedTransfer> transfers, Progress progress)
            throws MqFailure, IOException {
        TransferTracker tracker = new TransferTracker();
        long start = System.nanoTime();
        long deadline = start + connections.timeout().toNanos();
        long firstDeadline = start + Math.min(FIRST_PUBLICATION_WAIT.toNanos(), connections.timeout().toNanos());
        boolean heard = false;
        while (transfers.values().stream().anyMatch(t -> !t.finished())) {
            if (progress.isCanceled()) {
                cancel(command, transfers);
                throw new OperationCanceledException();
            }
            long now = System.nanoTime();
            if (!heard && now - firstDeadline > 0) {
                throw new IOException("agent " + sourceAgent + " published nothing on " + connections.coordination()
                        .queueManager() + " about transfer(s) " + unfinished(transfers) + " within "
                        + seconds(now - start) + ": is the agent running (fteListAgents) and publishing to this "
                        + "coordination queue manager?" + skippedNote(log, status) + cancel(command, transfers));
            }
            if (now - deadline > 0) {
                throw new IOException("transfer(s) " + unfinished(transfers) + " did not complete within "
                        + seconds(now - start) + " (" + progress.files() + " file(s), " + progress.bytes()
                        + " bytes so far); raise mq.timeoutSeconds for longer runs" + skippedNote(log, status) + cancel(command, transfers));
            }
            heard |= accept(log.poll(POLL), transfers, tracker, progress);
            heard |= accept(status.poll(Duration.ZERO), transfers, tracker, progress);
            queueManager.poll();
        }
    }

    /** Unreadable publications are skipped, not fatal; when a run then fails, they may be why. */
    private static String skippedNote(EventStream<FteEvent> log, EventStream<FteEvent> status) {
        long skipped = log.skipped() + status.skipped();
        return skipped == 0 ? "" : "; " + skipped + " unreadable SYSTEM.FTE publication(s) were skipped";
    }

    /** @return whether any publication was about one of the run's transfers */
    private static boolean accept(List<FteEvent> events, Map<String, FollowedTransfer> transfers,
            TransferTracker tracker, Progress progress) {
        boolean ours = false;
        for (FteEvent event : events) {
            if (!(event instanceof TransferEvent e)) {
                continue;
            }
            FollowedTransfer transfer = transfers.get(key(e.transferId()));
            if (transfer == null || transfer.finished()) {
                continue;
            }
            ours = true;
            tracker.accept(e, Instant.now()).ifPresent(s -> transfer.progressed(s.bytes(), s.filesDone(), progress));
            transfer.noteFailedItems(e.items());
            if (e.kind() == TransferEvent.Kind.COMPLETED) {
                transfer.completed(e, progress);
            } else if (e.kind() == TransferEvent.Kind.OTHER_ACTION && e.resultCode().orElse(0) != 0) {
                transfer.ended(e);
            }
        }
        return ours;
    }

    /**
     * Puts a cancel request for every transfer still running, as fteCancelTransfer would.
     *
     * @return what happened, to append to the run's failure reason
     */
    private String cancel(MqGateway command, Map<String, FollowedTransfer> transfers) {
        StringBuilder note = new StringBuilder();
        for (FollowedTransfer transfer : transfers.values()) {
            if (transfer.finished()) {
                continue;
            }
            try {
                command.putCancelRequest(new CancelRequest(sourceAgent, transfer.id(), originator.hostName(),
                        originator.userId()));
                note.append("; cancel request put for transfer ").append(transfer.id());
            } catch (MqFailure e) {
                note.append("; cancel request for transfer ").append(transfer.id()).append(" failed (")
                        .append(e.getMessage()).append("): cancel it with fteCancelTransfer -a ")
                        .append(sourceAgent.agent()).append(' ').append(transfer.id());
            }
        }
        return note.toString();
    }

    private static String unfinished(Map<String, FollowedTransfer> transfers) {
        return transfers.values().stream().filter(t -> !t.finished()).map(FollowedTransfer::id)
                .collect(Collectors.joining(", "));
    }

    private static String seconds(long nanos) {
        return String.format(Locale.ROOT, "%.0f s", nanos / 1e9);
    }

    /** MFT prints transfer ids in lower case, an MQ message id may come in either. */
    private static String key(String transferId) {
        return transferId.toLowerCase(Locale.ROOT);
    }

    /** The coordination connection, and the command connection when the campaign names another one. */
    private static final class Gateways implements AutoCloseable {
        final MqGateway coordination;
        final MqGateway command;

        private Gateways(MqGateway coordination, MqGateway command) {
            this.coordination = coordination;
            this.command = command;
        }

        static Gateways open(MqConnector connector, MqSettings connections) throws MqFailure {
            MqGateway coordination = connector.connect(connections.coordination());
            if (connections.command().isEmpty()) {
                return new Gateways(coordination, coordination);
            }
            try {
                return new Gateways(coordination, connector.connect(connections.command().get()));
            } catch (MqFailure e) {
                coordination.close();
                throw e;
            }
        }

        @Override
        public void close() throws MqFailure {
            try {
                if (command != coordination) {
                    command.close();
                }
            } finally {
                coordination.close();
            }
        }
    }
}
