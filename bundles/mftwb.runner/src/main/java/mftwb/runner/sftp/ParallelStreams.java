package mftwb.runner.sftp;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;

import org.apache.sshd.sftp.client.SftpClient;

import mftwb.model.Checksum;
import mftwb.runner.RunSpec;

/**
 * One file sent over several SSH connections at once, each writing its own byte range of the same
 * remote file. One SFTP channel carries at most the server's channel window per round trip (OpenSSH:
 * about 2 MB, so 20 MB/s at 100 ms RTT) and one TCP connection at most its socket buffer per round
 * trip; k connections raise both limits k times, which a long fat link needs.
 */
final class ParallelStreams {
    private final SftpClient first;
    private final List<PipelinedUpload> streams;
    private final RunSpec spec;

    /**
     * @param first   the client of the first stream's connection, which creates the remote file
     * @param streams one upload per connection
     */
    ParallelStreams(SftpClient first, List<PipelinedUpload> streams, RunSpec spec) {
        this.first = first;
        this.streams = streams;
        this.spec = spec;
    }

    PipelinedUpload.Sent upload(Path local, String remote, BooleanSupplier stop) throws IOException {
        long size = Files.size(local);
        first.open(remote, SftpClient.OpenMode.Write, SftpClient.OpenMode.Create, SftpClient.OpenMode.Truncate).close();
        List<Parallel.Task> parts = new ArrayList<>();
        AtomicLong sent = new AtomicLong();
        long part = partSize(size, streams.size(), spec.chunkBytes());
        for (int i = 0; i < streams.size() && i * part < size; i++) {
            PipelinedUpload stream = streams.get(i);
            long from = i * part;
            long length = Math.min(part, size - from);
            parts.add(partStop -> sent.addAndGet(stream.uploadPart(local, remote, from, length, partStop)));
        }
        Parallel.runAll(parts, stop, "mftwb-sftp-stream");
        // The parts arrive out of order, so the digest of what was sent is that of the whole file.
        Optional<String> md5 = spec.checksum() == Checksum.MD5 ? Optional.of(md5Of(local)) : Optional.empty();
        return new PipelinedUpload.Sent(sent.get(), md5);
    }

    /** Equal parts rounded up to whole chunks, so every stream writes full chunks but the last. */
    static long partSize(long fileBytes, int streams, int chunkBytes) {
        long equal = (fileBytes + streams - 1) / streams;
        return Math.max(chunkBytes, (equal + chunkBytes - 1) / chunkBytes * chunkBytes);
    }

    private static String md5Of(Path file) throws IOException {
        MessageDigest md5 = PipelinedUpload.newMd5();
        try (InputStream in = new DigestInputStream(Files.newInputStream(file), md5)) {
            in.transferTo(OutputStream.nullOutputStream());
        }
        return HexFormat.of().formatHex(md5.digest());
    }
}
