package mftwb.runner.mft;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import mftwb.mq.fte.TransferEvent;
import mftwb.runner.Progress;

/**
 * One transfer of an {@code mft-mq} run as its publications tell it, counted into the run's
 * {@link Progress}. Publications carry running totals that include MFT's own overhead, so bytes
 * are capped at the transfer's file bytes and counts only ever go up; a successful transfer ends
 * with exactly its file bytes and files.
 */
final class FollowedTransfer {
    /** Enough failed items to say what went wrong without flooding the run's error column. */
    private static final int ITEMS_IN_REASON = 3;

    private final String id;
    private final int files;
    private final long fileSizeBytes;
    private final List<String> failedItems = new ArrayList<>();
    private int failedItemCount;
    private long bytesCounted;
    private int filesCounted;
    private boolean finished;
    private Optional<String> failure = Optional.empty();

    FollowedTransfer(String id, int files, long fileSizeBytes) {
        this.id = id;
        this.files = files;
        this.fileSizeBytes = fileSizeBytes;
    }

    String id() {
        return id;
    }

    boolean finished() {
        return finished;
    }

    /** Why the transfer failed; empty while it runs and when it succeeded. */
    Optional<String> failure() {
        return failure;
    }

    long bytesCounted() {
        return bytesCounted;
    }

    int filesCounted() {
        return filesCounted;
    }

    /** A status or log progress publication: running totals so far. */
    void progressed(long publishedBytes, int filesDone, Progress progress) {
        count(Math.min(publishedBytes, files * fileSizeBytes), Math.min(filesDone, files), progress);
    }

    /** Items a log progress message reports with a failure result code, kept for the failure reason. */
    void noteFailedItems(List<TransferEvent.ItemResult> items) {
        for (TransferEvent.ItemResult item : items) {
            if (item.resultCode() > 0) {
                failedItemCount++;
                if (failedItems.size() < ITEMS_IN_REASON) {
                    failedItems.add(item.sourceFile() + ": " + (item.supplement().isEmpty()
                            ? "result code " + item.resultCode() : item.supplement()));
                }
            }
        }
    }

    /** The completed log message: success counts every file, anything else records why. */
    void completed(TransferEvent event, Progress progress) {
        finished = true;
        if (succeeded(event)) {
            count(files * fileSizeBytes, files, progress);
            return;
        }
        count(bytesCounted, Math.min(event.filesDone(), files), progress);
        String how = switch (event.outcome()) {
            case PARTIAL_SUCCESS -> "completed with some files failed";
            case FAILED -> "failed";
            default -> "ended";
        };
        failure = Optional.of(reason(how, event));
    }

    /** A log message with another action (not started, progress or completed) that carries a failure code. */
    void ended(TransferEvent event) {
        finished = true;
        failure = Optional.of(reason("ended", event));
    }

    /**
     * BFGRP0032I is success; without a known BFGRP supplement the result code decides, 0 being
     * success as for every MFT result code.
     */
    static boolean succeeded(TransferEvent event) {
        return switch (event.outcome()) {
            case SUCCESS -> true;
            case PARTIAL_SUCCESS, FAILED -> false;
            case UNKNOWN -> event.resultCode().orElse(0) == 0;
        };
    }

    private String reason(String how, TransferEvent event) {
        StringBuilder text = new StringBuilder("transfer " + id + " (" + files + " file(s)) " + how);
        event.resultCode().ifPresent(code -> text.append(": result code ").append(code));
        if (!event.supplement().isEmpty()) {
            text.append(event.resultCode().isPresent() ? ", " : ": ").append(event.supplement());
        }
        for (String item : failedItems) {
            text.append("; ").append(item);
        }
        if (failedItemCount > failedItems.size()) {
            text.append("; and ").append(failedItemCount - failedItems.size()).append(" more failed file(s)");
        }
        return text.toString();
    }

    private void count(long bytes, int done, Progress progress) {
        if (bytes > bytesCounted) {
            progress.addBytes(bytes - bytesCounted);
            bytesCounted = bytes;
        }
        while (filesCounted < done) {
            progress.fileDone();
            filesCounted++;
        }
    }
}
