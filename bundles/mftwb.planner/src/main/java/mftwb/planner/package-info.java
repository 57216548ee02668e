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
 * <p>The model (see {@code PhysicsModel}): per transfer, set-up (fixed work + round trips + the
 * bridge's SFTP session), per-file work (agent CPU; waits for close and status messages, for the MQ
 * calls of client-connected agents and for SFTP operations; MD5 digest exchange) and streaming at the
 * slowest of agent CPU per byte and per chunk (+ MD5, + text conversion), window x frame x chunk per
 * RTT and the bridge's SFTP writes. Shared by all transfers: the link (client mode crosses it twice),
 * the 32 KB TCP buffer per RTT of client channels (ten conversations per socket), the agents' cores
 * (every file's CPU work) and, where a client-connected agent's QM holds the chunks, the queue: the
 * windows of the other transfers wait there, spill past the queue buffer into the queue file and,
 * past the QM host's memory, onto its disk. Transfers set up side by side; with N of them only 1/N of
 * the per-file work is exposed, the rest overlaps the shared bounds through a p-norm. Twenty-one positive
 * parameters with physical bounds are shared by all topologies, which differ only in structural
 * facts ({@link mftwb.planner.TopologyKind}); they are fitted by least squares on log time from
 * several Nelder-Mead starts.
 */
package mftwb.planner;
