package mftwb.model;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/**
 * The topologies of IBM's MFT performance reports, shipped inside this bundle (folder
 * {@code templates/}, kept byte-identical to the repository's {@code samples/}) for the
 * "New topology from template" wizard and the command line.
 */
public final class Templates {

    /** One template file; {@link #title()} is the name a wizard lists. */
    public record Template(String fileName, String title) {

        /** The file's text exactly as shipped. */
        public String text() {
            try (InputStream in = Templates.class.getResourceAsStream("/templates/" + fileName)) {
                if (in == null) {
                    throw new IllegalStateException("template " + fileName + " is missing from the mftwb.model bundle");
                }
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        /** The template as a topology; a template that does not load is a packaging bug. */
        public Topology load() {
            try {
                return TopologyFile.read(text(), "template " + fileName);
            } catch (TopologyFileException e) {
                throw new IllegalStateException(e.getMessage(), e);
            }
        }
    }

    private static final List<Template> ALL = List.of(
            new Template("bindings-cluster.json", "Bindings cluster"),
            new Template("bindings-cluster-2-channels.json", "Bindings cluster, 2 cluster channels"),
            new Template("client-mode.json", "Client mode"),
            new Template("client-mode-power-aix.json", "Client mode, POWER/AIX"),
            new Template("pb-sftp-local.json", "Protocol bridge to SFTP, local"),
            new Template("pb-sftp-crossgeo.json", "Protocol bridge to SFTP, cross-geo"),
            new Template("standard-crossgeo.json", "Standard agent, cross-geo"));

    private Templates() {
    }

    /** Every template, in the order of the reports. */
    public static List<Template> all() {
        return ALL;
    }

    public static Optional<Template> named(String fileName) {
        return ALL.stream().filter(t -> t.fileName().equals(fileName)).findFirst();
    }
}
