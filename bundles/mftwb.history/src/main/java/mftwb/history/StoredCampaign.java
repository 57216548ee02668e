package mftwb.history;

import java.time.OffsetDateTime;
import java.util.List;

/**
 * A campaign as the history lists it.
 *
 * @param uid       what makes it the same campaign when its runs are written again or imported later
 * @param topology  the topology's name, empty when the campaign named none
 * @param source    the results file its runs are also kept in
 * @param runs      measured runs stored (good, disturbed and failed)
 */
public record StoredCampaign(long id, String uid, String name, OffsetDateTime startedAt, String backend,
        String topology, List<String> hosts, String source, int runs) {

    public StoredCampaign {
        hosts = List.copyOf(hosts);
    }

    /** Whether the filter text occurs in its name, topology, backend or hosts (case ignored); blank matches all. */
    public boolean matches(String filter) {
        String f = filter.strip().toLowerCase(java.util.Locale.ROOT);
        return f.isEmpty() || String.join(" ", name, topology, backend, String.join(" ", hosts), startedAt.toString())
                .toLowerCase(java.util.Locale.ROOT).contains(f);
    }
}
