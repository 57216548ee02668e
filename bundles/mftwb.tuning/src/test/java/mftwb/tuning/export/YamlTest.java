package mftwb.tuning.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every string written through {@link Yaml} reads back as the same text with Ansible's own YAML loader, and stays unsafe. */
class YamlTest {
    /** Characters that mean something to YAML, Jinja, the shell or a terminal, line breaks of every YAML version, and a lone surrogate. */
    private static final String HOSTILE = "'\"\\#:{}[]%!&*|>-?,@`$ \t\r\n\u0000\u0007\u001b\u007f\u0085\u00a0\u2028\u2029\ufeff\ud800\udfff\u00e9\u4e2d";
    private static final int[] OUTSIDE_BMP = { 0x1F600, 0x10FFFF };

    @TempDir
    Path dir;

    @Test
    void randomHostileStringsReadBackUnchangedAndUntemplated() throws Exception {
        Ansible.assumeInstalled();
        Random random = new Random(16);
        List<String> values = new ArrayList<>(List.of("", "yes", "no", "null", "~", "0x1F", "1e3", "- x", "{{ 7 * 7 }}", "{% raw %}", "!unsafe x", "'", "''", "# x"));
        for (int i = 0; i < 400; i++) {
            StringBuilder value = new StringBuilder();
            for (int n = random.nextInt(12); n >= 0; n--) {
                if (random.nextInt(20) == 0) {
                    value.appendCodePoint(OUTSIDE_BMP[random.nextInt(OUTSIDE_BMP.length)]);
                } else {
                    value.append(random.nextBoolean() ? HOSTILE.charAt(random.nextInt(HOSTILE.length())) : (char) ('a' + random.nextInt(26)));
                }
            }
            values.add(value.toString());
        }
        StringBuilder yaml = new StringBuilder(Yaml.comment("hostile values, one per item: " + HOSTILE)).append('\n');
        for (String value : values) {
            yaml.append("- ").append(Yaml.unsafe(value)).append('\n');
        }
        Path file = dir.resolve("values.yml");
        Files.writeString(file, yaml, StandardCharsets.UTF_8);
        // Ansible's loader reads inventory and host_vars; an unsafe value is an AnsibleUnsafeText.
        String script = String.join("\n", "import sys", "from ansible.parsing.yaml.loader import AnsibleLoader", "from ansible.utils.unsafe_proxy import AnsibleUnsafeText",
                "data = AnsibleLoader(open(sys.argv[1], encoding='utf-8').read()).get_single_data()",
                "for v in data:", "    assert isinstance(v, AnsibleUnsafeText), repr(v)", "    print(v.encode('utf-8', 'surrogatepass').hex())");
        Process python = new ProcessBuilder("/usr/bin/python3", "-c", script, file.toString()).redirectErrorStream(true).start();
        String output = new String(python.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(python.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, python.exitValue(), output + "\n" + yaml);
        List<String> read = output.lines().toList();
        assertEquals(values.size(), read.size(), output);
        for (int i = 0; i < values.size(); i++) {
            // A lone surrogate is no character: it is written (and read) as U+FFFD.
            String expected = values.get(i).replaceAll("[\\ud800-\\udfff&&[^\\x{10000}-\\x{10FFFF}]]", "\ufffd");
            assertEquals(HexFormat.of().formatHex(expected.getBytes(StandardCharsets.UTF_8)), read.get(i), "value " + i + ": " + Yaml.string(values.get(i)));
        }
    }
}
