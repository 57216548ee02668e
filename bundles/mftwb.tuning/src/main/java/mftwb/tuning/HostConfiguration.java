package mftwb.tuning;

import java.util.List;

/** The generated files of one host; {@code folder} is its folder name in an export. */
public record HostConfiguration(String hostName, String folder, List<GeneratedFile> files) {

    public HostConfiguration {
        files = List.copyOf(files);
    }
}
