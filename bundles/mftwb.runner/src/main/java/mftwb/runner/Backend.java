package mftwb.runner;

import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/** How a run moves its files. The word is what campaign files and result rows say. */
public enum Backend {
    /** The workbench itself uploads over SFTP: the protocol bridge agent's leg to the file server. */
    SFTP("sftp"),
    /** {@code fteCreateTransfer} run over SSH on the source agent's host. */
    MFT_CLI("mft-cli"),
    /** Transfer request messages put on the source agent's command queue, followed on the coordination QM. */
    MFT_MQ("mft-mq");

    private final String word;

    Backend(String word) {
        this.word = word;
    }

    public String word() {
        return word;
    }

    public static Optional<Backend> parse(String word) {
        return Arrays.stream(values()).filter(b -> b.word.equals(word)).findFirst();
    }

    public static String allowed() {
        return Arrays.stream(values()).map(Backend::word).collect(Collectors.joining(", "));
    }
}
