package mftwb.runner.sftp;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/** Parses GNU {@code md5sum} output: {@code <32 hex>  <path>} per line ({@code *} before the path in binary mode). */
final class Md5Sum {
    private Md5Sum() {
    }

    static Map<String, String> parse(String output) {
        Map<String, String> digests = new HashMap<>();
        for (String line : output.split("\n")) {
            if (line.length() < 35 || line.charAt(32) != ' ') {
                continue;
            }
            String path = line.substring(34);
            digests.put(path, line.substring(0, 32).toLowerCase(Locale.ROOT));
        }
        return digests;
    }
}
