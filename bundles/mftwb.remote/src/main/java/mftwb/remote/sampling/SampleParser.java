package mftwb.remote.sampling;

import java.util.Optional;

/** Turns the output lines of one sampling command into samples. One instance per stream: parsers keep state. */
public interface SampleParser {

    /**
     * @return the sample this line completes, if any
     * @throws MalformedLineException the line is not what the sampler prints; the parser stays usable
     */
    Optional<HostSample> parse(String line) throws MalformedLineException;
}
