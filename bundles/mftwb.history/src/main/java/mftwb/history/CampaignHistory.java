package mftwb.history;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import mftwb.model.Checksum;
import mftwb.model.Keyword;
import mftwb.model.TransferMode;
import mftwb.runner.CampaignEnd;
import mftwb.runner.Backend;
import mftwb.runner.ResultsStore;
import mftwb.runner.RunResult;
import mftwb.runner.RunSpec;

/**
 * Campaigns, their runs, per-run CPU and disturbed flags in a {@link ResultsDatabase}. Every write
 * is one transaction, and writing a run that is already there changes nothing, so a run written
 * again after an outage or an import of the same results file never doubles.
 */
public final class CampaignHistory {
    /** A cell's columns, alike in the run and campaign_cell tables, in the order {@link #bindCell} and {@link #readCell} take. */
    private static final String CELL_COLUMNS = "file_size_bytes, file_count, transfers, chunk_bytes, window_size, checksum, mode";

    private final ResultsDatabase database;

    public CampaignHistory(ResultsDatabase database) {
        this.database = database;
    }

    public ResultsDatabase database() {
        return database;
    }

    /**
     * What a new campaign is stored with.
     *
     * @param topologySnapshot the topology file's text as it was when the campaign ran (null when none)
     * @param plannedRuns      the measured runs its matrix plans, 0 when not known (a results file imported)
     * @param plannedCells     the cells of its matrix, each once, empty when not known
     */
    public record NewCampaign(String uid, String name, OffsetDateTime startedAt, Backend backend, String topology,
            String topologySnapshot, List<String> hosts, String source, int plannedRuns, List<RunSpec> plannedCells) {

        public NewCampaign {
            hosts = List.copyOf(hosts);
            plannedCells = List.copyOf(plannedCells);
        }

        /** A campaign starting now, whose runs go to the results file {@code store}. */
        public static NewCampaign of(mftwb.runner.Campaign campaign, java.nio.file.Path store, List<String> hosts) {
            String topology = "";
            String snapshot = null;
            if (campaign.topology().isPresent()) {
                java.nio.file.Path file = campaign.topology().get();
                try {
                    snapshot = java.nio.file.Files.readString(file);
                    topology = mftwb.model.TopologyFile.read(file).name();
                } catch (java.io.IOException | mftwb.model.TopologyFileException | RuntimeException e) {
                    // The campaign file was checked when read; a topology changed since is named by its file.
                    topology = file.getFileName().toString();
                }
            }
            return new NewCampaign(HistoryRecorder.uid(store), campaign.name(), OffsetDateTime.now(), campaign.backend(),
                    topology, snapshot, hosts, store.toAbsolutePath().toString(), campaign.measuredRuns().size(),
                    campaign.matrix().cells());
        }
    }

    /**
     * Keeps the campaign recorded under {@code uid} as a campaign of its own, under another uid, so
     * that a new campaign written to the same results file ({@code campaign run --force}) is recorded
     * beside it instead of being taken for it (its runs were then dropped as already there).
     */
    public void setAside(String uid) throws SQLException {
        try (Connection db = database.connect();
                PreparedStatement update = db.prepareStatement("UPDATE campaign SET uid = ? WHERE uid = ?")) {
            update.setString(1, uid + " (replaced " + OffsetDateTime.now() + ")");
            update.setString(2, uid);
            update.executeUpdate();
        }
    }

    /** The campaign with this uid, created if new; returns its id. */
    public long begin(NewCampaign c) throws SQLException {
        try (Connection db = database.connect()) {
            db.setAutoCommit(false);
            try {
                Optional<Long> existing = idOf(db, c.uid());
                if (existing.isPresent()) {
                    db.commit();
                    return existing.get();
                }
                long id;
                try (PreparedStatement insert = db.prepareStatement("INSERT INTO campaign (uid, name, started_at, backend, "
                        + "topology_name, topology_snapshot, source, planned_runs) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                        Statement.RETURN_GENERATED_KEYS)) {
                    insert.setString(1, c.uid());
                    insert.setString(2, c.name());
                    insert.setObject(3, c.startedAt());
                    insert.setString(4, c.backend().word());
                    insert.setString(5, c.topology());
                    insert.setString(6, c.topologySnapshot());
                    insert.setString(7, c.source());
                    if (c.plannedRuns() > 0) {
                        insert.setInt(8, c.plannedRuns());
                    } else {
                        insert.setNull(8, Types.INTEGER);
                    }
                    insert.executeUpdate();
                    try (ResultSet keys = insert.getGeneratedKeys()) {
                        keys.next();
                        id = keys.getLong(1);
                    }
                }
                try (PreparedStatement host = db.prepareStatement(
                        "INSERT INTO campaign_host (campaign_id, host_order, host) VALUES (?, ?, ?)")) {
                    for (int i = 0; i < c.hosts().size(); i++) {
                        host.setLong(1, id);
                        host.setInt(2, i);
                        host.setString(3, c.hosts().get(i));
                        host.addBatch();
                    }
                    host.executeBatch();
                }
                insertCells(db, id, c.plannedCells());
                db.commit();
                return id;
            } catch (SQLException e) {
                db.rollback();
                throw e;
            }
        }
    }

    private static void bindCell(PreparedStatement statement, int first, RunSpec cell) throws SQLException {
        statement.setLong(first, cell.fileSizeBytes());
        statement.setInt(first + 1, cell.fileCount());
        statement.setInt(first + 2, cell.transfers());
        statement.setInt(first + 3, cell.chunkBytes());
        statement.setInt(first + 4, cell.window());
        statement.setString(first + 5, cell.checksum().word());
        statement.setString(first + 6, cell.mode().word());
    }

    private static RunSpec readCell(ResultSet r, int first) throws SQLException {
        return new RunSpec(r.getLong(first), r.getInt(first + 1), r.getInt(first + 2), r.getInt(first + 3), r.getInt(first + 4),
                keyword(Checksum.class, r.getString(first + 5)), keyword(TransferMode.class, r.getString(first + 6)));
    }

    private static void insertCells(Connection db, long id, List<RunSpec> cells) throws SQLException {
        try (PreparedStatement cell = db.prepareStatement("INSERT INTO campaign_cell (campaign_id, cell_order, "
                + CELL_COLUMNS + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            for (int i = 0; i < cells.size(); i++) {
                cell.setLong(1, id);
                cell.setInt(2, i);
                bindCell(cell, 3, cells.get(i));
                cell.addBatch();
            }
            cell.executeBatch();
        }
    }

    /** Records how a campaign ended and when: until then it lists as unfinished. */
    public void end(long campaignId, CampaignEnd end, OffsetDateTime endedAt) throws SQLException {
        try (Connection db = database.connect();
                PreparedStatement update = db.prepareStatement("UPDATE campaign SET outcome = ?, ended_at = ? WHERE id = ?")) {
            update.setString(1, end.word());
            update.setObject(2, endedAt);
            update.setLong(3, campaignId);
            update.executeUpdate();
        }
    }

    private static Optional<Long> idOf(Connection db, String uid) throws SQLException {
        try (PreparedStatement find = db.prepareStatement("SELECT id FROM campaign WHERE uid = ?")) {
            find.setString(1, uid);
            try (ResultSet r = find.executeQuery()) {
                return r.next() ? Optional.of(r.getLong(1)) : Optional.empty();
            }
        }
    }

    /** Stores runs of a campaign in one transaction; runs already stored are updated (their disturbed flag). */
    public void addRuns(long campaignId, List<RunResult> runs) throws SQLException {
        try (Connection db = database.connect()) {
            db.setAutoCommit(false);
            try (PreparedStatement exists = db.prepareStatement("SELECT 1 FROM run WHERE campaign_id = ? AND run = ?");
                    PreparedStatement flag = db.prepareStatement(
                            "UPDATE run SET disturbed = ? WHERE campaign_id = ? AND run = ?");
                    PreparedStatement run = db.prepareStatement("INSERT INTO run (campaign_id, run, " + CELL_COLUMNS
                            + ", seconds, bytes, files, error, disturbed) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
                    PreparedStatement cpu = db.prepareStatement(
                            "INSERT INTO run_cpu (campaign_id, run, host, cpu_percent, cores) VALUES (?, ?, ?, ?, ?)")) {
                for (RunResult r : runs) {
                    exists.setLong(1, campaignId);
                    exists.setInt(2, r.run());
                    boolean stored;
                    try (ResultSet found = exists.executeQuery()) {
                        stored = found.next();
                    }
                    if (stored) {
                        flag.setString(1, r.disturbed().orElse(null));
                        flag.setLong(2, campaignId);
                        flag.setInt(3, r.run());
                        flag.executeUpdate();
                        continue;
                    }
                    insertRun(run, campaignId, r);
                    insertCpu(cpu, campaignId, r);
                }
                db.commit();
            } catch (SQLException e) {
                db.rollback();
                throw e;
            }
        }
    }

    private static void insertRun(PreparedStatement run, long campaignId, RunResult r) throws SQLException {
        run.setLong(1, campaignId);
        run.setInt(2, r.run());
        bindCell(run, 3, r.spec());
        run.setDouble(10, r.seconds());
        run.setLong(11, r.bytes());
        run.setInt(12, r.files());
        run.setString(13, r.error().orElse(null));
        run.setString(14, r.disturbed().orElse(null));
        run.executeUpdate();
    }

    private static void insertCpu(PreparedStatement cpu, long campaignId, RunResult r) throws SQLException {
        java.util.Set<String> hosts = new java.util.LinkedHashSet<>(r.cpuPercent().keySet());
        hosts.addAll(r.cores().keySet());
        for (String host : hosts) {
            cpu.setLong(1, campaignId);
            cpu.setInt(2, r.run());
            cpu.setString(3, host);
            Double percent = r.cpuPercent().get(host);
            if (percent == null) {
                cpu.setNull(4, Types.DOUBLE);
            } else {
                cpu.setDouble(4, percent);
            }
            Integer cores = r.cores().get(host);
            if (cores == null) {
                cpu.setNull(5, Types.INTEGER);
            } else {
                cpu.setInt(5, cores);
            }
            cpu.executeUpdate();
        }
    }

    /** Every campaign, newest first. */
    public List<StoredCampaign> list() throws SQLException {
        try (Connection db = database.connect(); Statement s = db.createStatement()) {
            Map<Long, List<String>> hosts = new HashMap<>();
            try (ResultSet r = s.executeQuery("SELECT campaign_id, host FROM campaign_host ORDER BY campaign_id, host_order")) {
                while (r.next()) {
                    hosts.computeIfAbsent(r.getLong(1), k -> new ArrayList<>()).add(r.getString(2));
                }
            }
            Map<Long, List<RunSpec>> cells = new HashMap<>();
            try (ResultSet r = s.executeQuery("SELECT campaign_id, " + CELL_COLUMNS
                    + " FROM campaign_cell ORDER BY campaign_id, cell_order")) {
                while (r.next()) {
                    cells.computeIfAbsent(r.getLong(1), k -> new ArrayList<>()).add(readCell(r, 2));
                }
            }
            List<StoredCampaign> campaigns = new ArrayList<>();
            try (ResultSet r = s.executeQuery("SELECT c.id, c.uid, c.name, c.started_at, c.backend, c.topology_name, "
                    + "c.source, (SELECT COUNT(*) FROM run WHERE run.campaign_id = c.id), c.planned_runs, c.outcome, c.ended_at "
                    + "FROM campaign c "
                    + "ORDER BY c.started_at DESC, c.id DESC")) {
                while (r.next()) {
                    campaigns.add(new StoredCampaign(r.getLong(1), r.getString(2), r.getString(3),
                            r.getObject(4, OffsetDateTime.class), r.getString(5), nonNull(r.getString(6)),
                            hosts.getOrDefault(r.getLong(1), List.of()), nonNull(r.getString(7)), r.getInt(8), r.getInt(9),
                            Optional.ofNullable(r.getString(10)).flatMap(CampaignEnd::parse),
                            Optional.ofNullable(r.getObject(11, OffsetDateTime.class)),
                            cells.getOrDefault(r.getLong(1), List.of())));
                }
            }
            return campaigns;
        }
    }

    private static String nonNull(String text) {
        return text == null ? "" : text;
    }

    /** A campaign by its id, or by its name (the newest of that name). */
    public Optional<StoredCampaign> find(String idOrName) throws SQLException {
        List<StoredCampaign> all = list();
        return all.stream().filter(c -> Long.toString(c.id()).equals(idOrName)).findFirst()
                .or(() -> all.stream().filter(c -> c.name().equals(idOrName)).findFirst());
    }

    /** A stored campaign's runs, as a results file would give them. */
    public ResultsStore.Contents load(StoredCampaign campaign) throws SQLException {
        try (Connection db = database.connect();
                PreparedStatement runs = db.prepareStatement("SELECT run, " + CELL_COLUMNS
                        + ", seconds, bytes, files, error, disturbed FROM run WHERE campaign_id = ? ORDER BY run");
                PreparedStatement cpu = db.prepareStatement(
                        "SELECT run, host, cpu_percent, cores FROM run_cpu WHERE campaign_id = ?")) {
            Map<Integer, Map<String, Double>> percent = new HashMap<>();
            Map<Integer, Map<String, Integer>> cores = new HashMap<>();
            cpu.setLong(1, campaign.id());
            try (ResultSet r = cpu.executeQuery()) {
                while (r.next()) {
                    double p = r.getDouble(3);
                    if (!r.wasNull()) {
                        percent.computeIfAbsent(r.getInt(1), k -> new LinkedHashMap<>()).put(r.getString(2), p);
                    }
                    int n = r.getInt(4);
                    if (!r.wasNull()) {
                        cores.computeIfAbsent(r.getInt(1), k -> new HashMap<>()).put(r.getString(2), n);
                    }
                }
            }
            Backend backend = Backend.parse(campaign.backend()).orElse(Backend.SFTP);
            List<RunResult> results = new ArrayList<>();
            runs.setLong(1, campaign.id());
            try (ResultSet r = runs.executeQuery()) {
                while (r.next()) {
                    RunSpec spec = readCell(r, 2);
                    int run = r.getInt(1);
                    results.add(new RunResult(run, backend, spec, r.getDouble(9), r.getLong(10), r.getInt(11),
                            percent.getOrDefault(run, Map.of()), cores.getOrDefault(run, Map.of()),
                            Optional.ofNullable(r.getString(12)), Optional.ofNullable(r.getString(13))));
                }
            }
            return new ResultsStore.Contents(campaign.hosts(), results, false, campaign.name());
        }
    }

    private static <E extends Enum<E> & Keyword> E keyword(Class<E> type, String word) throws SQLException {
        return Keyword.parse(type, word).orElseThrow(() -> new SQLException("unknown " + type.getSimpleName() + " " + word));
    }

    /** Removes a campaign and everything stored with it. */
    public void delete(long campaignId) throws SQLException {
        try (Connection db = database.connect()) {
            db.setAutoCommit(false);
            try (PreparedStatement cells = db.prepareStatement("DELETE FROM campaign_cell WHERE campaign_id = ?");
                    PreparedStatement cpu = db.prepareStatement("DELETE FROM run_cpu WHERE campaign_id = ?");
                    PreparedStatement runs = db.prepareStatement("DELETE FROM run WHERE campaign_id = ?");
                    PreparedStatement hosts = db.prepareStatement("DELETE FROM campaign_host WHERE campaign_id = ?");
                    PreparedStatement campaign = db.prepareStatement("DELETE FROM campaign WHERE id = ?")) {
                for (PreparedStatement delete : List.of(cells, cpu, runs, hosts, campaign)) {
                    delete.setLong(1, campaignId);
                    delete.executeUpdate();
                }
                db.commit();
            } catch (SQLException e) {
                db.rollback();
                throw e;
            }
        }
    }
}
