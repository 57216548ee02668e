package mftwb.model;

/** Operating system of a host. */
public enum OperatingSystem implements Keyword {
    LINUX("linux"),
    AIX("aix"),
    WINDOWS("windows"),
    ZOS("zos");

    private final String word;

    OperatingSystem(String word) {
        this.word = word;
    }

    @Override
    public String word() {
        return word;
    }
}
