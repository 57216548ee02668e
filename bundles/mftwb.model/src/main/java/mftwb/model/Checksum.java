package mftwb.model;

/** Transfer item checksum method; MD5 roughly halved single-transfer throughput in the reports. */
public enum Checksum implements Keyword {
    NONE("none"),
    MD5("md5");

    private final String word;

    Checksum(String word) {
        this.word = word;
    }

    @Override
    public String word() {
        return word;
    }
}
