package mftwb.tuning.export;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs ansible-core's commands (Debian's ansible-core package, in ./mftwb's TEST_PACKAGES) in a project folder. */
final class Ansible {
    static final Path BIN = Path.of("/usr/bin");

    /** What a command printed (stdout and stderr together) and its exit code. */
    record Run(int exitCode, String output) {
    }

    private Ansible() {
    }

    static void assumeInstalled() {
        assumeTrue(Files.isExecutable(BIN.resolve("ansible-playbook")), "needs ansible-core (apt-get install ansible-core)");
    }

    /** {@code command} (ansible-playbook, ansible-inventory...) in {@code project}, with its own temp folders under {@code scratch}. */
    static Run run(Path project, Path scratch, String command, String... args) throws IOException, InterruptedException {
        List<String> line = new ArrayList<>(List.of(BIN.resolve(command).toString()));
        line.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(line).directory(project.toFile()).redirectErrorStream(true);
        var env = builder.environment();
        env.put("ANSIBLE_NOCOLOR", "1");
        env.put("ANSIBLE_LOCAL_TEMP", Files.createDirectories(scratch.resolve("ansible-tmp")).toString());
        env.put("ANSIBLE_SSH_CONTROL_PATH_DIR", Files.createDirectories(scratch.resolve("cp")).toString());
        env.put("ANSIBLE_HOME", Files.createDirectories(scratch.resolve("ansible-home")).toString());
        // Ansible's own SSH options, with master connections that go soon after the test's hosts do.
        env.put("ANSIBLE_SSH_ARGS", "-o ControlMaster=auto -o ControlPersist=10s");
        Process process = builder.start();
        byte[] output = process.getInputStream().readAllBytes();
        if (!process.waitFor(5, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new IOException(command + " did not finish in 5 minutes");
        }
        return new Run(process.exitValue(), new String(output, java.nio.charset.StandardCharsets.UTF_8));
    }
}
