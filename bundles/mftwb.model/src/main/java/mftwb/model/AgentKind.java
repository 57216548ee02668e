package mftwb.model;

/** A standard agent reads and writes its own file system; a protocol bridge agent writes to an FTP/FTPS/SFTP server. */
public enum AgentKind implements Keyword {
    STANDARD("standard"),
    PROTOCOL_BRIDGE("protocol-bridge");

    private final String word;

    AgentKind(String word) {
        this.word = word;
    }

    @Override
    public String word() {
        return word;
    }
}
