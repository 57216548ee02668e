package mftwb.runner.mft;

import java.util.ArrayList;
import java.util.List;

import mftwb.model.Checksum;
import mftwb.model.TransferMode;
import mftwb.remote.RemoteCommand;

/**
 * An {@code fteCreateTransfer} command line, built as an argument list so that agent names and
 * paths reach MFT as single words whatever they contain ({@link RemoteCommand} quotes them).
 * {@code -w} makes the command wait for the transfer to finish, so its exit code is the transfer's
 * result; {@code -de overwrite} lets repeated runs reuse the destination folder.
 */
public record FteCreateTransfer(String sourceAgent, String sourceQueueManager, String destinationAgent,
        String destinationQueueManager, TransferMode mode, Checksum checksum, String destinationDir,
        List<String> sourceFiles) {

    public FteCreateTransfer {
        sourceFiles = List.copyOf(sourceFiles);
        if (sourceFiles.isEmpty()) {
            throw new IllegalArgumentException("a transfer needs at least one source file");
        }
        for (String file : sourceFiles) {
            // MFT would read a leading dash as an option, not as a file.
            if (file.startsWith("-")) {
                throw new IllegalArgumentException("source file '" + file + "' starts with '-': give a path such as ./"
                        + file);
            }
        }
    }

    public List<String> arguments() {
        List<String> args = new ArrayList<>(List.of("fteCreateTransfer", "-sa", sourceAgent, "-sm", sourceQueueManager,
                "-da", destinationAgent, "-dm", destinationQueueManager, "-w", "-t", mode.word(), "-cs",
                checksum == Checksum.MD5 ? "MD5" : "none", "-de", "overwrite", "-dd", destinationDir));
        args.addAll(sourceFiles);
        return args;
    }

    public RemoteCommand toRemoteCommand() {
        return new RemoteCommand(arguments());
    }
}
