package mftwb.mq.fte;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import mftwb.mq.AgentAddress;

/**
 * One transfer publication: a {@code Log/<agent>/<id>} message (started, progress, completed)
 * or a {@code Transfers/<agent>/<id>} status message.
 *
 * @param bytes       bytes the source agent has sent so far ({@code transferSet@bytesSent} in log
 *                    messages, {@code stats@bytes} in status messages; both include MFT's overhead)
 * @param filesDone   STARTED: 0; PROGRESS: items reported in this message without a failure result
 *                    code; COMPLETED: total minus
 *                    {@code numFileFailures}; STATUS: items finished before the current one, plus the
 *                    current one when all its bytes are transferred
 * @param filesTotal  {@code transferSet@total} or {@code stats@totalItems}; 0 when not published
 * @param elapsedSeconds {@code stats@seconds} of a STATUS message, empty otherwise
 * @param supplement  the completion message, e.g. {@code BFGRP0032I: ...}; empty when none
 * @param retryCount  {@code statistics/retryCount} of a COMPLETED message, empty otherwise
 */
public record TransferEvent(Kind kind, String transferId, Optional<Instant> time, AgentAddress sourceAgent,
        AgentAddress destinationAgent, long bytes, int filesDone, int filesTotal, Optional<Double> elapsedSeconds,
        OptionalInt resultCode, String supplement, OptionalInt retryCount, List<ItemResult> items) implements FteEvent {

    public TransferEvent {
        items = List.copyOf(items);
    }

    public enum Kind {
        /** Log message, action "started". */
        STARTED,
        /** Log message, action "progress": a batch of finished items with their result codes. */
        PROGRESS,
        /** Log message, action "completed". */
        COMPLETED,
        /** Log message with another action (e.g. cancelled); kept so nothing is silently dropped. */
        OTHER_ACTION,
        /** Transfers/ status message: bytes and seconds so far, the item being sent. */
        STATUS
    }

    /** How a completed transfer ended, from its BFGRP supplement message. */
    public enum Outcome {
        SUCCESS, PARTIAL_SUCCESS, FAILED, UNKNOWN
    }

    /** One item of a log progress message. */
    public record ItemResult(String sourceFile, String destinationFile, long sourceSizeBytes, int resultCode,
            String supplement) {
    }

    /**
     * BFGRP0032I: the request completed successfully; BFGRP0033I: completed with some files
     * failed; BFGRP0034I: the request failed (MFT message catalogue, BFGRP messages).
     */
    public Outcome outcome() {
        if (kind != Kind.COMPLETED) {
            return Outcome.UNKNOWN;
        }
        if (supplement.startsWith("BFGRP0032I")) {
            return Outcome.SUCCESS;
        }
        if (supplement.startsWith("BFGRP0033I")) {
            return Outcome.PARTIAL_SUCCESS;
        }
        if (supplement.startsWith("BFGRP0034I")) {
            return Outcome.FAILED;
        }
        return Outcome.UNKNOWN;
    }
}
