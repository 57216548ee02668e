package mftwb.history;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import mftwb.model.FolderTree;

/**
 * A PostgreSQL cluster of Debian's {@code postgresql} package made for one test: initdb in a temp
 * folder, the server on a free loopback port with its socket in that folder, removed on close.
 * initdb and postgres refuse to run as root, so as root they run as the {@code postgres} user.
 */
final class ThrowawayPostgres implements AutoCloseable {
    private final Path home;
    private final Path bin;
    private final int port;

    private ThrowawayPostgres(Path home, Path bin, int port) {
        this.home = home;
        this.bin = bin;
        this.port = port;
    }

    /** The folder with initdb and pg_ctl: the newest of Debian's /usr/lib/postgresql/N/bin, else the PATH. */
    static Optional<Path> binaries() {
        try (Stream<Path> versions = Files.list(Path.of("/usr/lib/postgresql"))) {
            Optional<Path> debian = versions.map(v -> v.resolve("bin"))
                    .filter(b -> Files.isExecutable(b.resolve("initdb")) && Files.isExecutable(b.resolve("pg_ctl")))
                    .max(Comparator.comparingInt(b -> Integer.parseInt(b.getParent().getFileName().toString()
                            .replaceAll("\\D", "0"))));
            if (debian.isPresent()) {
                return debian;
            }
        } catch (IOException e) {
            // no Debian layout: look on the PATH
        }
        for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
            Path b = Path.of(dir.isEmpty() ? "." : dir);
            if (Files.isExecutable(b.resolve("initdb")) && Files.isExecutable(b.resolve("pg_ctl"))) {
                return Optional.of(b);
            }
        }
        return Optional.empty();
    }

    static ThrowawayPostgres start(Path bin) throws Exception {
        Path home = Files.createTempDirectory("mftwb-pg-");
        if (asRoot()) {
            run(List.of("chown", "postgres:postgres", home.toString()));
        }
        ThrowawayPostgres pg = new ThrowawayPostgres(home, bin, freePort());
        try {
            pg.asServerUser(List.of(bin.resolve("initdb").toString(), "-D", home.resolve("data").toString(), "-U", "mftwb",
                    "-A", "trust", "-E", "UTF8", "--no-locale", "--no-sync"));
            pg.startServer();
            return pg;
        } catch (Exception | AssertionError e) {
            pg.close();
            throw e;
        }
    }

    String url() {
        return "jdbc:postgresql://127.0.0.1:" + port + "/postgres?user=mftwb&connectTimeout=5";
    }

    /** Starts (or restarts) the server and waits until it accepts connections. */
    void startServer() throws Exception {
        asServerUser(List.of(bin.resolve("pg_ctl").toString(), "-D", home.resolve("data").toString(), "-l",
                home.resolve("server.log").toString(), "-w", "-t", "60", "-o",
                "-p " + port + " -c listen_addresses=127.0.0.1 -k " + home, "start"));
    }

    /** Stops the server at once, as a crash or a pulled cable would look to a client. */
    void stopServer() throws Exception {
        asServerUser(List.of(bin.resolve("pg_ctl").toString(), "-D", home.resolve("data").toString(), "-m", "immediate",
                "-w", "-t", "60", "stop"));
    }

    @Override
    public void close() throws Exception {
        try {
            if (Files.exists(home.resolve("data").resolve("postmaster.pid"))) {
                stopServer();
            }
        } finally {
            FolderTree.delete(home);
        }
    }

    private void asServerUser(List<String> command) throws Exception {
        List<String> full = new ArrayList<>();
        if (asRoot()) {
            full.addAll(List.of("runuser", "-u", "postgres", "--"));
        }
        full.addAll(command);
        run(full);
    }

    private static boolean asRoot() {
        return "root".equals(System.getProperty("user.name"));
    }

    private static void run(List<String> command) throws Exception {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        byte[] output;
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("timed out: " + command);
        }
        output = p.getInputStream().readAllBytes();
        if (p.exitValue() != 0) {
            throw new AssertionError(command + " exited " + p.exitValue() + ": " + new String(output, StandardCharsets.UTF_8));
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return probe.getLocalPort();
        }
    }
}
