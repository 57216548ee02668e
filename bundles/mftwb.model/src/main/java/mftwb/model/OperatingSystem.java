package mftwb.model;

/** Operating system of a host. */
public enum OperatingSystem implements Keyword {
    LINUX("linux", "Linux"),
    AIX("aix", "AIX"),
    WINDOWS("windows", "Windows"),
    ZOS("zos", "z/OS");

    private final String word;
    private final String displayName;

    OperatingSystem(String word, String displayName) {
        this.word = word;
        this.displayName = displayName;
    }

    /** As its vendor writes it: "z/OS", "AIX". */
    public String displayName() {
        return displayName;
    }

    @Override
    public String word() {
        return word;
    }
}
