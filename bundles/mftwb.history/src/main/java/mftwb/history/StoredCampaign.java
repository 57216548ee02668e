package mftwb.history;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;

import mftwb.runner.CampaignEnd;
import mftwb.runner.RunSpec;

/**
 * A campaign as the history lists it.
 *
 * @param uid         what makes it the same campaign when its runs are written again or imported later
 * @param topology    the topology's name, empty when the campaign named none
 * @param source      the results file its runs are also kept in
 * @param runs        measured runs stored (good, disturbed and failed)
 * @param plannedRuns measured runs its matrix planned, 0 when not known (imported, or recorded before it was kept)
 * @param end         how it ended; empty while it runs, when it was killed, or when recorded before it was kept
 * @param endedAt     when it ended, empty as {@code end}
 * @param plannedCells the cells its matrix planned, each once; empty when not known (imported, or recorded before they
 *                    were kept)
 */
public record StoredCampaign(long id, String uid, String name, OffsetDateTime startedAt, String backend,
        String topology, List<String> hosts, String source, int runs, int plannedRuns, Optional<CampaignEnd> end,
        Optional<OffsetDateTime> endedAt, List<RunSpec> plannedCells) {

    public StoredCampaign {
        hosts = List.copyOf(hosts);
        plannedCells = List.copyOf(plannedCells);
    }

    /** Whether the filter text occurs in its name, topology, backend, hosts or outcome (case ignored); blank matches all. */
    public boolean matches(String filter) {
        String f = filter.strip().toLowerCase(java.util.Locale.ROOT);
        return f.isEmpty() || String.join(" ", name, topology, backend, String.join(" ", hosts), startedAt.toString(),
                runsText()).toLowerCase(java.util.Locale.ROOT).contains(f);
    }

    /**
     * Its runs against its plan, e.g. "6 of 16 runs, stopped"; "unfinished" when the plan is known
     * and no end was recorded (still running, or the process was killed); just "6 run(s)" when the
     * plan is not known.
     */
    public String runsText() {
        if (plannedRuns <= 0) {
            return runs + " run(s)" + (outcome().isEmpty() ? "" : ", " + outcome());
        }
        return runs + " of " + plannedRuns + " runs, " + outcome();
    }

    /**
     * How it ended ("completed", "stopped", "failed"); "unfinished" when the plan is known and no end was recorded
     * (still running, or the process was killed); empty when neither is known (imported, or recorded before).
     */
    public String outcome() {
        return end.map(CampaignEnd::word).orElse(plannedRuns > 0 ? "unfinished" : "");
    }
}
