package mftwb.ui.preferences;

import java.nio.file.Path;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;

/**
 * The workbench's settings, kept with Eclipse preferences (instance scope, node {@code mftwb.ui}),
 * read where they are used so a change on the Preferences page takes effect at the next use. The
 * defaults are the values an empty preference store means; the Preferences page restores them.
 */
public final class WorkbenchPreferences {

    public static final String NODE = "mftwb.ui";

    /** SSH known_hosts file; empty: ~/.ssh/known_hosts, as OpenSSH uses. */
    public static final String KNOWN_HOSTS_FILE = "knownHostsFile";
    /** Whether the embedded local lab starts with the workbench and is watched by the Live Monitor. */
    public static final String LOCAL_LAB_ON_START = "localLabOnStart";
    public static final boolean LOCAL_LAB_ON_START_DEFAULT = true;
    /** JDBC URL of the results database; empty: the embedded H2 database in the workbench's state folder. */
    public static final String RESULTS_DATABASE_URL = "resultsDatabaseUrl";
    /** Port of the Prometheus metrics endpoint; 0: no endpoint (the default). */
    public static final String METRICS_PORT = "metricsPort";
    public static final int METRICS_PORT_DEFAULT = 0;
    /** Address the metrics endpoint binds to; loopback unless the user opens it wider. */
    public static final String METRICS_BIND = "metricsBind";
    public static final String METRICS_BIND_DEFAULT = "127.0.0.1";

    private WorkbenchPreferences() {
    }

    public static IEclipsePreferences node() {
        return InstanceScope.INSTANCE.getNode(NODE);
    }

    /** The known_hosts file to check and extend. */
    public static Path knownHostsFile() {
        String file = node().get(KNOWN_HOSTS_FILE, "").strip();
        return file.isEmpty() ? Path.of(System.getProperty("user.home"), ".ssh", "known_hosts") : Path.of(file);
    }

    public static boolean localLabOnStart() {
        return node().getBoolean(LOCAL_LAB_ON_START, LOCAL_LAB_ON_START_DEFAULT);
    }

    /** Empty when the embedded database is to be used. */
    public static String resultsDatabaseUrl() {
        return node().get(RESULTS_DATABASE_URL, "").strip();
    }

    public static int metricsPort() {
        return node().getInt(METRICS_PORT, METRICS_PORT_DEFAULT);
    }

    public static String metricsBind() {
        return node().get(METRICS_BIND, METRICS_BIND_DEFAULT).strip();
    }
}
