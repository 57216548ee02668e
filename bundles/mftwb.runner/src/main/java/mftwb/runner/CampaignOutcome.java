package mftwb.runner;

import java.util.List;

/**
 * How a campaign ended.
 *
 * @param results  every measured run that finished (good and failed), in order
 * @param canceled the user canceled; the run in progress was dropped and cleaned up
 * @param stopped  a run failed and the campaign said {@code onFailure: stop}
 */
public record CampaignOutcome(List<RunResult> results, boolean canceled, boolean stopped) {
    public CampaignOutcome {
        results = List.copyOf(results);
    }

    public long failedRuns() {
        return results.stream().filter(r -> !r.succeeded()).count();
    }
}
