package mftwb.remote.sampling;

import java.time.Clock;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * Reads AIX {@code vmstat -w [interval]} output as IBM's AIX vmstat documentation describes it: a
 * "System configuration:" line, two title lines ({@code kthr memory page faults cpu} and dashes),
 * the column names ({@code r b avm fre re pi po fr sr cy in sy cs us sy id wa [pc ec]}) and one
 * line of numbers per interval. Columns are found by name in the header, so dedicated LPARs (no
 * pc/ec) and extra columns (-t time, -I) are read alike. The header repeats after a configuration
 * change (e.g. DLPAR adds a CPU), and the first line after it averages since boot, so it is skipped.
 * Lines starting with P are the sampler's ps blocks; the latest process figures ride on the next
 * vmstat sample.
 */
final class AixVmstatParser implements SampleParser {
    private final String host;
    private final Clock clock;
    private final AixProcessTable processes;
    private Map<String, Integer> columns;
    private int headerWidth;
    private boolean nextIsSinceBoot;

    AixVmstatParser(String host, Clock clock) {
        this.host = host;
        this.clock = clock;
        this.processes = new AixProcessTable(clock);
    }

    @Override
    public Optional<HostSample> parse(String line) throws MalformedLineException {
        if (line.startsWith("P")) {
            processes.parse(line);
            return Optional.empty();
        }
        String trimmed = line.strip();
        if (trimmed.isEmpty() || trimmed.startsWith("System configuration") || trimmed.startsWith("kthr")
                || trimmed.startsWith("---") || trimmed.startsWith("hr mi se")) {
            return Optional.empty();
        }
        String[] fields = trimmed.split("\\s+");
        if (fields[0].equals("r") && fields.length > 1 && fields[1].equals("b")) {
            columns = header(fields, line);
            headerWidth = fields.length;
            nextIsSinceBoot = true;
            return Optional.empty();
        }
        if (columns == null) {
            throw new MalformedLineException("vmstat data before its column header", line);
        }
        if (fields.length < headerWidth) {
            throw new MalformedLineException("expected " + headerWidth + " vmstat columns, found " + fields.length, line);
        }
        double user = number(fields, "us", line);
        if (nextIsSinceBoot) {
            // The documentation: the first report after the header covers the time since system startup.
            nextIsSinceBoot = false;
            return Optional.empty();
        }
        double system = number(fields, "sy", line);
        double wait = number(fields, "wa", line);
        OptionalDouble pc = columns.containsKey("pc") ? OptionalDouble.of(number(fields, "pc", line)) : OptionalDouble.empty();
        OptionalDouble ec = columns.containsKey("ec") ? OptionalDouble.of(number(fields, "ec", line)) : OptionalDouble.empty();
        return Optional.of(new HostSample(clock.instant(), host, user, system, wait, 0, user + system, pc, ec,
                processes.takeLatest()));
    }

    private static Map<String, Integer> header(String[] fields, String line) throws MalformedLineException {
        Map<String, Integer> byName = new HashMap<>();
        // "sy" appears twice: system calls under faults, then system CPU under cpu; keep the last.
        for (int i = 0; i < fields.length; i++) {
            byName.put(fields[i], i);
        }
        for (String needed : List.of("us", "sy", "id", "wa")) {
            if (!byName.containsKey(needed)) {
                throw new MalformedLineException("vmstat header has no '" + needed + "' column", line);
            }
        }
        return byName;
    }

    private double number(String[] fields, String column, String line) throws MalformedLineException {
        String text = fields[columns.get(column)];
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw new MalformedLineException("vmstat column " + column + " is '" + text + "', not a number", line);
        }
    }
}
