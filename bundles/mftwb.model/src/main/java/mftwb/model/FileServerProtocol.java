package mftwb.model;

/** Protocol a protocol bridge agent speaks to its file server (fteCreateBridgeAgent -bt). */
public enum FileServerProtocol implements Keyword {
    SFTP("sftp"),
    FTP("ftp"),
    FTPS("ftps");

    private final String word;

    FileServerProtocol(String word) {
        this.word = word;
    }

    @Override
    public String word() {
        return word;
    }
}
