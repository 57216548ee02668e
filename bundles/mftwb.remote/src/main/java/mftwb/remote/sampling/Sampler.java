package mftwb.remote.sampling;

import mftwb.remote.RemoteCommand;

/** A long-running remote command printing CPU figures once a second, and how to read its lines. */
public interface Sampler {

    RemoteCommand command();

    SampleParser newParser(String host);
}
