package mftwb.monitor;

/** What a series measures. CPU values are percent of the whole host (0-100), as the reports quote them. */
public enum Metric {
    CPU_USER("cpu_user", "user %"),
    CPU_SYSTEM("cpu_system", "system %"),
    CPU_IOWAIT("cpu_iowait", "I/O wait %"),
    CPU_STEAL("cpu_steal", "steal %"),
    CPU_TOTAL("cpu_total", "total %"),
    PROCESS_CPU("process_cpu", "% of one core"),
    THROUGHPUT_MB_PER_S("mb_per_s", "MB/s"),
    FILES_PER_S("files_per_s", "files/s");

    private final String column;
    private final String label;

    Metric(String column, String label) {
        this.column = column;
        this.label = label;
    }

    /** The CSV column name. */
    public String column() {
        return column;
    }

    /** The axis or legend label with its unit. */
    public String label() {
        return label;
    }
}
