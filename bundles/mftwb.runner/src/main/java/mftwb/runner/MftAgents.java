package mftwb.runner;

/**
 * The agents an {@code mft-cli} campaign names in {@code fteCreateTransfer}.
 *
 * @param destinationDir folder on the destination agent's host that receives the files
 * @param sourceDir      folder on the source agent's host where the test files are generated
 */
public record MftAgents(String sourceAgent, String sourceQueueManager, String destinationAgent,
        String destinationQueueManager, String sourceDir, String destinationDir) {

    public MftAgents {
        if (blank(sourceAgent) || blank(sourceQueueManager) || blank(destinationAgent) || blank(destinationQueueManager)
                || blank(sourceDir) || blank(destinationDir)) {
            throw new IllegalArgumentException("sourceAgent, sourceQueueManager, destinationAgent, "
                    + "destinationQueueManager, sourceDir and destinationDir are all required");
        }
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }
}
