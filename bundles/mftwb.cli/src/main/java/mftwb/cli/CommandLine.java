package mftwb.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import mftwb.model.FileErrors;

/**
 * Dispatches {@code mftwb [--version|--help|SUBCOMMAND ...]}. Kept free of OSGi so tests call it
 * in-process with captured streams; {@link HeadlessApplication} is the thin OSGi shell around it.
 */
public final class CommandLine {
    public static final int OK = 0;
    public static final int FAILED = 1;
    public static final int USAGE = 2;

    private final String version;
    private final Map<String, Subcommand> subcommands = new LinkedHashMap<>();

    public CommandLine(String version, List<Subcommand> subcommands) {
        this.version = version;
        subcommands.forEach(s -> this.subcommands.put(s.name(), s));
    }

    public int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0 || args[0].equals("--help") || args[0].equals("-h") || args[0].equals("help")) {
            printHelp(out);
            return OK;
        }
        if (args[0].equals("--version")) {
            out.println("MFT Performance Workbench " + version);
            return OK;
        }
        Subcommand subcommand = subcommands.get(args[0]);
        if (subcommand == null) {
            err.println("mftwb: unknown subcommand '" + args[0] + "' (mftwb --help lists them)");
            return USAGE;
        }
        List<String> rest = Arrays.asList(args).subList(1, args.length);
        if (rest.contains("--help") || rest.contains("-h")) {
            out.println("usage: mftwb " + subcommand.name() + " " + subcommand.usage());
            return OK;
        }
        try {
            return subcommand.run(Arguments.parse(rest, subcommand.valuedOptions(), switches(subcommand)), out, err);
        } catch (UsageException e) {
            err.println("mftwb " + subcommand.name() + ": " + e.getMessage());
            err.println("usage: mftwb " + subcommand.name() + " " + subcommand.usage());
            return USAGE;
        } catch (Exception e) {
            err.println("mftwb " + subcommand.name() + ": " + describe(e));
            return FAILED;
        }
    }

    /** A subcommand's switches, with --force wherever it writes an --out (the one rule of {@link OutFile}). */
    private static Set<String> switches(Subcommand subcommand) {
        Set<String> switches = new HashSet<>(subcommand.switches());
        if (subcommand.valuedOptions().contains(OutFile.OUT)) {
            switches.add(OutFile.FORCE);
        }
        return switches;
    }

    private static String describe(Exception e) {
        if (e instanceof IOException io) {
            return FileErrors.describe(io);
        }
        String message = e.getMessage();
        return message == null || message.isBlank() ? e.toString() : message;
    }

    private void printHelp(PrintStream out) {
        out.println("MFT Performance Workbench " + version);
        out.println();
        out.println("usage: mftwb                 open the workbench");
        out.println("       mftwb SUBCOMMAND ...  run headless (no display needed)");
        out.println("       mftwb test            build and run every test (starts a virtual display)");
        out.println("       mftwb --version | --help");
        out.println();
        out.println("subcommands:");
        subcommands.values().forEach(s -> out.println("  " + s.name() + " " + s.usage()));
    }
}
