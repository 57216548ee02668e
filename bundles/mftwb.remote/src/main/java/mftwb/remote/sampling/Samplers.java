package mftwb.remote.sampling;

import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.util.List;

import mftwb.remote.RemoteCommand;
import mftwb.remote.SshConnection;

/** Picks the sampler for a host from {@code uname -s}. */
public final class Samplers {
    private Samplers() {
    }

    /** Runs {@code uname -s} on the host: Linux gets the /proc sampler, AIX vmstat. */
    public static Sampler forHost(SshConnection connection, List<String> processNames, Clock clock) throws IOException {
        SshConnection.ExecResult uname = connection.run(RemoteCommand.of("uname", "-s"), Duration.ofSeconds(15));
        String system = uname.stdout().strip();
        return switch (system) {
            case "Linux" -> new LinuxProcSampler(processNames);
            case "AIX" -> new AixVmstatSampler(processNames, clock);
            default -> throw new IOException(connection.target() + ": no CPU sampler for operating system '" + system
                    + "' (uname -s exit " + uname.exitStatus() + "); Linux and AIX are supported");
        };
    }
}
