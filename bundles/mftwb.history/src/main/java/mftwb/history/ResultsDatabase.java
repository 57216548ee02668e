package mftwb.history;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Optional;
import java.util.Properties;
import java.util.function.UnaryOperator;

/**
 * Where the campaign history lives: the embedded H2 database file under the workbench's state
 * folder by default, or the PostgreSQL database a JDBC URL names (same schema, see
 * {@link Migrations}). Each use opens its own connection, so campaigns in several processes can
 * write at once. Drivers are instantiated directly: {@code DriverManager} does not see drivers in
 * other OSGi bundles.
 */
public final class ResultsDatabase {
    /** The environment variable that names a results database for the command line. */
    public static final String URL_VARIABLE = "MFTWB_DB_URL";

    static {
        // A second process reaches an embedded database through the first one's H2 server: on loopback only.
        System.getProperties().putIfAbsent("h2.bindAddress", "127.0.0.1");
    }

    private final String url;
    private final java.sql.Driver driver;
    private volatile boolean migrated;

    private ResultsDatabase(String url, java.sql.Driver driver) {
        this.url = url;
        this.driver = driver;
    }

    /** The database a JDBC URL names: {@code jdbc:postgresql:...} or {@code jdbc:h2:...}. */
    public static ResultsDatabase at(String url) {
        if (url.startsWith("jdbc:postgresql:")) {
            return new ResultsDatabase(url, new org.postgresql.Driver());
        }
        if (url.startsWith("jdbc:h2:")) {
            return new ResultsDatabase(url, new org.h2.Driver());
        }
        String masked = masked(url);
        throw new IllegalArgumentException("results database URL must start with jdbc:postgresql: or jdbc:h2:, not "
                + (masked.length() > 40 ? masked.substring(0, 40) + "..." : masked));
    }

    /** A URL fit to print: the password of {@code //user:password@host} and of {@code password=} is ***. */
    static String masked(String url) {
        return url.replaceAll("(//[^/@:]*:)[^/@]*@", "$1***@").replaceAll("(?i)(password=)[^&;]*", "$1***");
    }

    /**
     * The embedded database in {@code stateFolder}/results; other processes of the same user open it
     * through the first one (H2's automatic mixed mode).
     */
    public static ResultsDatabase embedded(Path stateFolder) {
        Path file = stateFolder.toAbsolutePath().resolve("results").resolve("history");
        return at("jdbc:h2:file:" + file + ";AUTO_SERVER=TRUE");
    }

    /**
     * The database to use: {@code --db URL} first, then {@code MFTWB_DB_URL}, then the preference,
     * else the embedded one in {@code stateFolder}.
     */
    public static ResultsDatabase choose(Optional<String> option, UnaryOperator<String> environment, String preference,
            Path stateFolder) {
        String fromEnvironment = environment.apply(URL_VARIABLE);
        String url = option.orElse(fromEnvironment != null && !fromEnvironment.isBlank() ? fromEnvironment.strip()
                : preference == null ? "" : preference.strip());
        return url.isEmpty() ? embedded(stateFolder) : at(url);
    }

    /**
     * The workbench's state folder, which the command line and the workbench share: {@code MFTWB_HOME}
     * (as ./mftwb uses it), else the {@code mftwb.home} system property, else {@code ~/.mftwb}.
     */
    public static Path stateFolder(UnaryOperator<String> environment) {
        String home = environment.apply("MFTWB_HOME");
        if (home == null || home.isBlank()) {
            home = System.getProperty("mftwb.home", "");
        }
        return home.isBlank() ? Path.of(System.getProperty("user.home"), ".mftwb") : Path.of(home);
    }

    /** "H2 (embedded)" or "PostgreSQL", for messages and the Results view. */
    public String kind() {
        return url.startsWith("jdbc:h2:") ? "H2 (embedded)" : "PostgreSQL";
    }

    /** The URL without a password, for messages. */
    public String describe() {
        return kind() + " " + masked(url);
    }

    /** A new connection, schema brought up to date on first use. */
    public Connection connect() throws SQLException {
        Properties settings = new Properties();
        if (driver instanceof org.h2.Driver) {
            // H2 logs errors to a .trace.db file beside the database, and prints a stack trace on stderr when that file
            // cannot be written (the folder is missing or read-only): the exception thrown here says the same in a line.
            settings.setProperty("TRACE_LEVEL_FILE", "0");
        }
        Connection connection = driver.connect(url, settings);
        if (connection == null) {
            throw new SQLException("no driver accepts " + describe());
        }
        try {
            if (!migrated) {
                synchronized (this) {
                    if (!migrated) {
                        Migrations.apply(connection);
                        migrated = true;
                    }
                }
            }
            return connection;
        } catch (SQLException | RuntimeException e) {
            connection.close();
            throw e;
        }
    }
}
