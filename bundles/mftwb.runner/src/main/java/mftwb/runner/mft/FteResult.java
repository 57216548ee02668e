package mftwb.runner.mft;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What {@code fteCreateTransfer -w} said. Exit codes as IBM documents them for MFT commands;
 * 0 and 1 are certain, the others are from IBM's return code table as remembered here and are
 * marked {@code confirmed=false} until checked against a real installation.
 *
 * @param requestId the transfer id from the BFGCL0035I line, when printed
 */
public record FteResult(int exitCode, Outcome outcome, String meaning, boolean confirmed, Optional<String> requestId,
        String output) {

    /** How the run counts. */
    public enum Outcome {
        SUCCESS, PARTIAL, FAILED, CANCELED
    }

    /** "BFGCL0035I: Transfer request issued. The request ID is: 414d5120..." (message text unconfirmed). */
    private static final Pattern REQUEST_ID = Pattern.compile("BFGCL0035I:.*?request ID is:?\\s*([0-9A-Fa-f]{16,})");

    public static FteResult parse(int exitCode, String stdout, String stderr) {
        String output = (stdout + "\n" + stderr).strip();
        Matcher m = REQUEST_ID.matcher(output);
        Optional<String> id = m.find() ? Optional.of(m.group(1)) : Optional.empty();
        return switch (exitCode) {
            case 0 -> new FteResult(0, Outcome.SUCCESS, "transfer completed successfully", true, id, output);
            case 1 -> new FteResult(1, Outcome.FAILED, "command unsuccessful", true, id, output);
            case 2 -> new FteResult(2, Outcome.FAILED, "command timed out: the agent did not report the outcome in time",
                    false, id, output);
            case 3 -> new FteResult(3, Outcome.FAILED, "acknowledgement timed out: the agent did not acknowledge the request",
                    false, id, output);
            case 40 -> new FteResult(40, Outcome.PARTIAL, "partially successful: some files were not transferred", false,
                    id, output);
            case 41 -> new FteResult(41, Outcome.CANCELED, "transfer canceled", false, id, output);
            case 42 -> new FteResult(42, Outcome.FAILED, "transfer failed: no file was transferred", false, id, output);
            case 127 -> new FteResult(127, Outcome.FAILED,
                    "fteCreateTransfer not found: add the MFT bin folder to the PATH of the SSH login", true, id, output);
            default -> new FteResult(exitCode, Outcome.FAILED, "unknown result code " + exitCode
                    + " (see IBM MQ MFT return codes)", false, id, output);
        };
    }

    /** One line for a failed run's error column. */
    public String reason() {
        String firstLine = output.lines().filter(l -> l.contains("BFG")).reduce((a, b) -> b).orElse("");
        return "fteCreateTransfer exit " + exitCode + ": " + meaning + (confirmed ? "" : " (code meaning unconfirmed)")
                + (firstLine.isEmpty() ? "" : "; " + firstLine.strip());
    }
}
