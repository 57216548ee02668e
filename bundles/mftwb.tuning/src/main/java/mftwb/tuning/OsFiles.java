package mftwb.tuning;

import java.util.List;

import mftwb.model.Host;
import mftwb.model.OperatingSystem;
import mftwb.tuning.FileBuilder.CommentStyle;

/**
 * Operating system limits that let MQ's setsockopt values take effect: Linux caps SO_SNDBUF/SO_RCVBUF
 * at net.core.wmem_max/rmem_max, AIX at sb_max, and AIX honours the values exactly while Linux
 * auto-tunes sockets MQ leaves at 0 up to tcp_wmem/tcp_rmem.
 */
final class OsFiles {
    /** Linux auto-tuning maximum: twice the largest MQ buffer (the lab reached ~124 MB/s at 40 ms with 32 MB), at least the kernel's 6 MiB default. */
    static final long MIN_AUTOTUNE_MAX = BandwidthDelay.unsetReceiveBufferBytes(OperatingSystem.LINUX);

    private OsFiles() {
    }

    /** @param bufferBytes the largest TCP buffer any queue manager or client channel end on the host uses; 0 when none */
    static List<GeneratedFile> forHost(Host host, long bufferBytes, String input) {
        long buffer = Math.max(bufferBytes, BandwidthDelay.MIN_BUFFER_BYTES);
        return switch (host.operatingSystem()) {
            case LINUX -> List.of(linux(buffer, input));
            case AIX -> List.of(aix(buffer, input));
            case WINDOWS -> List.of(windows(buffer, input));
            case ZOS -> List.of(zos());
        };
    }

    private static GeneratedFile linux(long buffer, String input) {
        FileBuilder conf = new FileBuilder("os/90-mftwb-tcp.conf", CommentStyle.HASH);
        conf.comment("Install as /etc/sysctl.d/90-mftwb-tcp.conf, then: sysctl --system");
        String finding = "Federal Reserve case: buffers must cover the bandwidth-delay product; the lab reproduced 57 -> ~124 MB/s at 40 ms by raising tcp_wmem max";
        long autotune = Math.max(MIN_AUTOTUNE_MAX, 2 * buffer);
        // At least the 6 MiB auto-tuning ceiling, so installing this file does not lower a default limit.
        long limit = autotune;
        conf.value(BandwidthDelay.socketBufferCeiling(OperatingSystem.LINUX, true) + " = " + limit, "Lets MQ's RcvRcvBuffSize/SvrRcvBuffSize/ClntRcvBuffSize setsockopt take full effect (Linux caps it here)", input, finding);
        conf.value(BandwidthDelay.socketBufferCeiling(OperatingSystem.LINUX, false) + " = " + limit, "Lets MQ's SndBuffSize/SvrSndBuffSize/ClntSndBuffSize setsockopt take full effect", input, finding);
        conf.value("net.ipv4.tcp_rmem = 4096 131072 " + autotune, "Auto-tuning ceiling for sockets MQ leaves at 0 (and for SSH/SFTP)", input, finding);
        conf.value("net.ipv4.tcp_wmem = 4096 16384 " + autotune, "Auto-tuning ceiling for sending sockets", input, finding);
        conf.value("net.ipv4.tcp_slow_start_after_idle = 0",
                "Keeps a channel's or SFTP session's congestion window across the idle gaps between batches and transfers; "
                        + "Linux otherwise restarts slow start, costing several round trips per transfer on a long link",
                "", "the lab: a 200 MB file over fresh connections at 100 ms lost ~1.5 s to ramp-up before reaching the link rate");
        return conf.build();
    }

    private static GeneratedFile aix(long buffer, String input) {
        FileBuilder sh = new FileBuilder("os/aix-no.sh", CommentStyle.HASH).executable();
        sh.line("#!/bin/sh");
        sh.line("set -eu");
        sh.comment("Run as root on AIX; -p makes the values permanent (also written to /etc/tunables/nextboot).");
        String finding = "Federal Reserve case: AIX honours setsockopt values exactly; tcp_init_window=16 was part of the fix";
        sh.value("no -p -o sb_max=" + Math.max(2 * buffer, Bytes.MIB), "Socket buffer ceiling: must exceed every MQ buffer on the host (qm.ini, mqclient.ini) and those below (AIX default 1 MiB)", input, finding);
        sh.value("no -p -o rfc1323=1", "TCP window scaling: windows above 64 KiB need it", input, finding);
        sh.value("no -p -o tcp_sendspace=" + buffer, "Send buffer for sockets MQ leaves at 0", input, finding);
        sh.value("no -p -o tcp_recvspace=" + buffer, "Receive buffer for sockets MQ leaves at 0", input, finding);
        sh.value("no -p -o tcp_init_window=16", "Larger initial congestion window: fewer round trips before a batch fills the pipe", "", finding);
        return sh.build();
    }

    private static GeneratedFile windows(long buffer, String input) {
        FileBuilder note = new FileBuilder("os/WINDOWS-TCP.txt", CommentStyle.HASH);
        note.value("Windows auto-tunes the TCP receive window; check it is on with: netsh interface tcp show global (Receive Window Auto-Tuning Level: normal).",
                "MQ's buffers (" + buffer + " bytes, from qm.ini or mqclient.ini) still apply per socket; Windows has no sysctl-style ceiling to raise", input,
                "identical settings behave differently where the OS auto-tunes");
        return note.build();
    }

    private static GeneratedFile zos() {
        FileBuilder note = new FileBuilder("os/ZOS-TCP.txt", CommentStyle.HASH);
        note.value("z/OS: size TCPSENDBFRSIZE / TCPRCVBUFRSIZE in the TCP/IP profile with your network team; the workbench does not generate z/OS members.",
                "No generated z/OS configuration", "operating system zos", "");
        return note.build();
    }
}
