package mftwb.runner.mft;

import java.io.IOException;
import java.util.List;

import mftwb.runner.RunSpec;
import mftwb.runner.SampledHost;
import mftwb.runner.Workload;

/**
 * What the MFT backends share: the source agent reads the test files on its own host, so they are
 * generated there, and that host is the one whose CPU is sampled.
 */
abstract class MftBackend implements Workload {
    protected final SampledHost sourceHost;
    protected final RemoteTestFiles files;

    /** @param sourceDir folder on the source agent's host under which the test files are generated */
    MftBackend(SampledHost sourceHost, String sourceDir, boolean keep) {
        this.sourceHost = sourceHost;
        this.files = new RemoteTestFiles(sourceHost, sourceDir, keep);
    }

    @Override
    public final List<SampledHost> hosts() {
        return List.of(sourceHost);
    }

    @Override
    public final void prepare(RunSpec spec) throws IOException {
        files.prepare(spec);
    }

    @Override
    public final void close() throws IOException {
        files.close();
    }
}
