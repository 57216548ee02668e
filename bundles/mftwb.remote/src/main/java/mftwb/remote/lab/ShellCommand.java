package mftwb.remote.lab;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;

import org.apache.sshd.server.Environment;
import org.apache.sshd.server.ExitCallback;
import org.apache.sshd.server.channel.ChannelSession;
import org.apache.sshd.server.command.Command;

/**
 * An exec request run the way OpenSSH runs it: {@code /bin/sh -c COMMAND} in the home folder, so
 * quoting reaches a real POSIX shell. MINA's ProcessShellCommandFactory splits on blanks without a
 * shell and polls its streams, which would hide quoting bugs and burn CPU during long samplings.
 */
final class ShellCommand implements Command {
    private final String command;
    private InputStream in;
    private OutputStream out;
    private OutputStream err;
    private ExitCallback exit;
    private Process process;

    ShellCommand(String command) {
        this.command = command;
    }

    @Override
    public void setInputStream(InputStream in) {
        this.in = in;
    }

    @Override
    public void setOutputStream(OutputStream out) {
        this.out = out;
    }

    @Override
    public void setErrorStream(OutputStream err) {
        this.err = err;
    }

    @Override
    public void setExitCallback(ExitCallback exit) {
        this.exit = exit;
    }

    @Override
    public void start(ChannelSession channel, Environment env) throws IOException {
        process = new ProcessBuilder("/bin/sh", "-c", command)
                .directory(Path.of(System.getProperty("user.home")).toFile()).start();
        Thread stdout = pump(process.getInputStream(), out, "stdout");
        Thread stderr = pump(process.getErrorStream(), err, "stderr");
        pump(in, process.getOutputStream(), "stdin");
        Thread.ofPlatform().daemon().name("local-lab exit " + process.pid()).start(() -> {
            try {
                int status = process.waitFor();
                stdout.join();
                stderr.join();
                exit.onExit(status);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
    }

    private Thread pump(InputStream from, OutputStream to, String what) {
        return Thread.ofPlatform().daemon().name("local-lab " + what).start(() -> {
            byte[] buffer = new byte[8192];
            try (to) {
                for (int n; (n = from.read(buffer)) >= 0;) {
                    to.write(buffer, 0, n);
                    to.flush(); // sampler lines must reach the client as soon as they are printed
                }
            } catch (IOException e) {
                // The client closed the channel or the process ended: nothing left to copy.
            }
        });
    }

    @Override
    public void destroy(ChannelSession channel) {
        if (process != null && process.isAlive()) {
            process.descendants().forEach(ProcessHandle::destroy);
            process.destroy();
        }
    }
}
