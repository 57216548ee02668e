/**
 * Predicts IBM MQ Managed File Transfer run times from mechanisms, calibrated on measured runs.
 *
 * <p>Entry points: {@link mftwb.planner.ScenarioFile#read} reads scenario and calibration CSV files;
 * {@link mftwb.planner.Planner#calibrate} fits a {@link mftwb.planner.CalibratedModel};
 * {@link mftwb.planner.CalibratedModel#predict} gives a {@link mftwb.planner.Prediction} (seconds,
 * MB/s, bottleneck, seconds per {@link mftwb.planner.Mechanism}, % CPU per host);
 * {@link mftwb.planner.Recommender} searches chunk size, window and concurrency;
 * {@link mftwb.planner.CrossValidation} and {@link mftwb.planner.Accuracy} measure the error on
 * held-out report tables. The archive advisor: {@link mftwb.planner.FileManifest} lists the files,
 * {@link mftwb.planner.Compressibility} measures how well they deflate, {@link mftwb.planner.ArchiveAdvisor}
 * compares them as files and as the {@link mftwb.planner.BundlePlan} archives, which
 * {@link mftwb.planner.ArchiveBuilder} writes and verifies.
 *
 * <p>The model (see {@code PhysicsModel}): per transfer, latency = set-up round trips (+ SFTP
 * session) + per-file work (open/close, MQ calls of client-connected agents, round trips, SFTP
 * operations) + per-chunk message cost + one round trip per acknowledged window; streaming = the
 * slowest of agent CPU per byte (+ MD5, + text conversion), window x frame x chunk per RTT and the
 * bridge's SFTP writes. Shared by all transfers: the link (client mode crosses it twice), the 32 KB
 * TCP buffer per RTT of client channels (ten conversations per socket), the cores, and the queue
 * file when in-flight chunks exceed the QM's queue buffer. With N transfers only 1/N of the latency
 * is exposed; the rest overlaps the shared bounds through a p-norm. Seventeen positive parameters
 * are shared by all topologies, which differ only in structural facts ({@link
 * mftwb.planner.TopologyKind}).
 */
package mftwb.planner;
