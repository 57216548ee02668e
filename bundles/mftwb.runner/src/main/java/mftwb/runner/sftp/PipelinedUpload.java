package mftwb.runner.sftp;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.HexFormat;
import java.util.Optional;
import java.util.function.BooleanSupplier;

import org.apache.sshd.common.util.buffer.Buffer;
import org.apache.sshd.common.util.buffer.ByteArrayBuffer;
import org.apache.sshd.sftp.client.RawSftpClient;
import org.apache.sshd.sftp.client.SftpClient;
import org.apache.sshd.sftp.client.impl.SftpResponse;
import org.apache.sshd.sftp.client.impl.SftpStatus;
import org.apache.sshd.sftp.common.SftpConstants;
import org.apache.sshd.sftp.common.SftpException;

import mftwb.model.Checksum;
import mftwb.model.TransferMode;
import mftwb.runner.Progress;
import mftwb.runner.RunSpec;

/**
 * Uploads one file with up to {@code window} SSH_FXP_WRITE requests of {@code chunkBytes} in flight.
 * One request at a time would move at most one chunk per round trip (64 KB / 100 ms = 0.66 MB/s);
 * keeping a window outstanding is how a sender fills a long pipe, like an agent's window of chunks.
 */
final class PipelinedUpload {
    /** A write not acknowledged in this time means the server or the path is gone. */
    private static final Duration REPLY_TIMEOUT = Duration.ofSeconds(60);
    /**
     * Largest write request sent. OpenSSH's sftp-server drops the whole channel on a message above
     * 256 KiB (its limits@openssh.com max-write-length is 261120), so a bigger chunk goes out as
     * several requests, each counted in the window.
     */
    static final int MAX_WRITE = 261120;

    private final SftpClient sftp;
    private final RawSftpClient raw;
    private final RunSpec spec;
    private final Charset textEncoding;
    private final Progress progress;

    PipelinedUpload(SftpClient sftp, RunSpec spec, Charset textEncoding, Progress progress) {
        if (!(sftp instanceof RawSftpClient rawClient)) {
            throw new IllegalArgumentException("the SFTP client cannot send raw requests: " + sftp.getClass());
        }
        this.sftp = sftp;
        this.raw = rawClient;
        this.spec = spec;
        this.textEncoding = textEncoding;
        this.progress = progress;
    }

    /** What arrived: the size written and, with MD5 on, the digest of the bytes sent (hex). */
    record Sent(long remoteBytes, Optional<String> md5) {
    }

    /** Sends the whole file to a new (or truncated) remote file. */
    Sent upload(Path local, String remote, BooleanSupplier abort) throws IOException {
        MessageDigest md5 = spec.checksum() == Checksum.MD5 ? newMd5() : null;
        try (SftpClient.CloseableHandle handle = sftp.open(remote, SftpClient.OpenMode.Write,
                SftpClient.OpenMode.Create, SftpClient.OpenMode.Truncate)) {
            long sent = send(local, handle, 0, Long.MAX_VALUE, md5, abort);
            return new Sent(sent, md5 == null ? Optional.empty() : Optional.of(HexFormat.of().formatHex(md5.digest())));
        }
    }

    /**
     * Sends bytes {@code [from, from + length)} of the file to the same offsets of an existing remote
     * file, so several connections can fill one file at once. Binary only: text conversion may change
     * lengths, which would move every later offset.
     */
    long uploadPart(Path local, String remote, long from, long length, BooleanSupplier abort) throws IOException {
        if (spec.mode() == TransferMode.TEXT) {
            throw new IllegalStateException("a text-mode file cannot be sent in parts");
        }
        try (SftpClient.CloseableHandle handle = sftp.open(remote, SftpClient.OpenMode.Write)) {
            return send(local, handle, from, length, null, abort);
        }
    }

    private long send(Path local, SftpClient.Handle handle, long from, long length, MessageDigest md5,
            BooleanSupplier abort) throws IOException {
        ArrayDeque<Integer> inFlight = new ArrayDeque<>();
        long offset = from;
        long left = length;
        try (FileChannel in = FileChannel.open(local)) {
            in.position(from);
            byte[] id = handle.getIdentifier();
            ByteBuffer chunk = ByteBuffer.allocate(spec.chunkBytes());
            while (left > 0) {
                if (abort.getAsBoolean()) {
                    progress.checkCanceled();
                    throw new StoppedBySibling();
                }
                chunk.clear();
                chunk.limit((int) Math.min(chunk.capacity(), left));
                int read = readFully(in, chunk);
                if (read <= 0) {
                    break;
                }
                left -= read;
                byte[] data = chunk.array();
                int size = read;
                if (spec.mode() == TransferMode.TEXT) {
                    data = toText(data, read);
                    size = data.length;
                }
                if (md5 != null) {
                    md5.update(data, 0, size);
                }
                for (int at = 0; at < size; at += MAX_WRITE) {
                    while (inFlight.size() >= spec.window()) {
                        awaitAck(inFlight.removeFirst());
                    }
                    int piece = Math.min(MAX_WRITE, size - at);
                    // send() returns once the request is written out, so the chunk buffer can be reused.
                    Buffer request = new ByteArrayBuffer(id.length + piece + 32, false);
                    request.putBytes(id);
                    request.putLong(offset);
                    request.putBytes(data, at, piece);
                    inFlight.addLast(raw.send(SftpConstants.SSH_FXP_WRITE, request));
                    offset += piece;
                }
                progress.addBytes(read);
            }
            while (!inFlight.isEmpty()) {
                awaitAck(inFlight.removeFirst());
            }
        }
        return offset - from;
    }

    /**
     * Text mode converts each chunk from ISO-8859-1 to the target code page, which (as in an agent)
     * costs CPU on the sending thread. ISO-8859-1 maps every byte to one character, so converting chunk by chunk never splits a character.
     */
    private byte[] toText(byte[] buffer, int length) {
        return new String(buffer, 0, length, StandardCharsets.ISO_8859_1).getBytes(textEncoding);
    }

    private void awaitAck(int requestId) throws IOException {
        Buffer reply = raw.receive(requestId, REPLY_TIMEOUT);
        if (reply == null) {
            throw new IOException("no reply to a write within " + REPLY_TIMEOUT.toSeconds() + " s");
        }
        SftpStatus status = SftpStatus.parse(SftpResponse.parse(SftpConstants.SSH_FXP_WRITE, reply));
        if (!status.isOk()) {
            throw new SftpException(status.getStatusCode(), status.getMessage());
        }
    }

    /** Thrown by a transfer that stopped only because another transfer of the same run failed. */
    static final class StoppedBySibling extends IOException {
        private static final long serialVersionUID = 1L;

        StoppedBySibling() {
            super("stopped: another transfer of this run failed");
        }
    }

    private static int readFully(FileChannel in, ByteBuffer into) throws IOException {
        int total = 0;
        while (into.hasRemaining()) {
            int n = in.read(into);
            if (n < 0) {
                break;
            }
            total += n;
        }
        return total;
    }

    static MessageDigest newMd5() {
        try {
            return MessageDigest.getInstance("MD5");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime provides MD5", e);
        }
    }
}
