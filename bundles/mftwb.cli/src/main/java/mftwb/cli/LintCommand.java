package mftwb.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import mftwb.model.FileErrors;
import mftwb.model.Topology;
import mftwb.tuning.ConfigurationGenerator;
import mftwb.tuning.lint.ConfigFile;
import mftwb.tuning.lint.Finding;
import mftwb.tuning.lint.Linter;
import mftwb.tuning.lint.LinkExpectation;
import mftwb.tuning.lint.Severity;

/**
 * {@code mftwb lint FILE... [--topology T.json]}: checks existing qm.ini, mqclient.ini, agent.properties and MQSC
 * files; prints {@code file:line: severity: message}, or {@code file: severity: message} for a key the file
 * lacks (no line to point at; the message names its stanza); exit 1 when any finding is an error, 2 when an
 * input cannot be read.
 */
final class LintCommand implements Subcommand {

    @Override
    public String name() {
        return "lint";
    }

    @Override
    public String usage() {
        return "FILE... [--topology T.json]   (qm.ini, mqclient.ini, *.properties, *.mqsc) prints FILE:LINE: SEVERITY: MESSAGE,"
                + " or FILE: SEVERITY: MESSAGE for a key the file lacks (the message names the stanza it belongs in);"
                + " with --topology, buffers are judged by what export generates for it; exit 1 on any error";
    }

    @Override
    public Set<String> valuedOptions() {
        return Set.of("topology");
    }

    @Override
    public int run(Arguments args, PrintStream out, PrintStream err) throws UsageException {
        if (args.positional().isEmpty()) {
            throw new UsageException("name at least one file to check");
        }
        List<LinkExpectation> expectations = List.of();
        if (args.has("topology")) {
            try {
                Topology topology = TopologyInput.read(args.required("topology"), name(), err);
                expectations = new ConfigurationGenerator().expectations(topology);
            } catch (TopologyInput.Rejected e) {
                return CommandLine.USAGE;
            }
        }
        List<ConfigFile> files = new ArrayList<>();
        boolean unreadable = false;
        for (String name : args.positional()) {
            ConfigFile.Kind kind = ConfigFile.kindOf(name);
            if (kind == null) {
                err.println("mftwb lint: " + name + ": unknown file type (expected *.ini, *.properties or *.mqsc)");
                unreadable = true;
                continue;
            }
            try {
                files.add(new ConfigFile(name, Files.readAllLines(Path.of(name), StandardCharsets.UTF_8), kind));
            } catch (MalformedInputException e) {
                files.add(latin1(name, kind, err));
            } catch (IOException e) {
                err.println("mftwb lint: " + FileErrors.cannotRead(Path.of(name), e));
                unreadable = true;
            }
        }
        if (files.contains(null)) {
            unreadable = true;
            files.removeIf(java.util.Objects::isNull);
        }
        List<Finding> findings = new Linter(expectations).lint(files);
        findings.forEach(out::println);
        if (unreadable) {
            return CommandLine.USAGE;
        }
        return findings.stream().anyMatch(f -> f.severity() == Severity.error) ? CommandLine.FAILED : CommandLine.OK;
    }

    /** Older qm.ini files carry comments in ISO-8859-1; every byte is a character there, so lint can still report lines. */
    private static ConfigFile latin1(String name, ConfigFile.Kind kind, PrintStream err) {
        try {
            return new ConfigFile(name, Files.readAllLines(Path.of(name), StandardCharsets.ISO_8859_1), kind);
        } catch (IOException e) {
            err.println("mftwb lint: " + FileErrors.cannotRead(Path.of(name), e));
            return null;
        }
    }
}
