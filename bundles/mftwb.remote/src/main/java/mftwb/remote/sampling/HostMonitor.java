package mftwb.remote.sampling;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import mftwb.remote.AuthenticationException;
import mftwb.remote.Backoff;
import mftwb.remote.HostKeyException;
import mftwb.remote.SshConnection;
import mftwb.remote.sampling.HostStatus.State;

/**
 * Keeps one sampling command running on one host and turns its lines into samples for a
 * {@link SampleListener}. A stream silent for the stall limit is closed and restarted; a dropped
 * connection is re-established with back-off until {@link #close()}. A refused host key, or
 * credentials refused {@value #AUTHENTICATION_TRIES} times in a row, end monitoring of the host:
 * retrying would only repeat the refusal (and could lock the account).
 */
public final class HostMonitor implements AutoCloseable {
    /** Opens a fresh authenticated connection each time the monitor (re)connects. */
    @FunctionalInterface
    public interface Connector {
        SshConnection connect() throws IOException;
    }

    /** Queued by the reader when the stream ends; compared by identity so no real line can match. */
    /**
     * Chooses the sampler once connected, e.g. {@code c -> Samplers.forHost(c, names, clock)} to
     * follow the host's operating system, or {@code c -> sampler} for a fixed one.
     */
    @FunctionalInterface
    public interface SamplerChoice {
        Sampler choose(SshConnection connection) throws IOException;
    }

    /** Consecutive authentication failures after which monitoring of the host stops. */
    static final int AUTHENTICATION_TRIES = 3;

    private static final String END_OF_STREAM = new String("end of stream");

    private final String host;
    private final Connector connector;
    private final SamplerChoice samplerChoice;
    private final SampleListener listener;
    private final Duration stallLimit;
    private final Backoff backoff;
    private final Clock clock;
    private final CountDownLatch stop = new CountDownLatch(1);
    private final AtomicLong malformed = new AtomicLong();
    private volatile SshConnection.RemoteStream stream;
    private volatile SshConnection connection;
    private Thread thread;
    private int authenticationFailures;

    /**
     * @param host       the name samples carry (topology host name)
     * @param stallLimit no line for this long means the stream is stalled; a few sample periods
     */
    public HostMonitor(String host, Connector connector, SamplerChoice samplerChoice, SampleListener listener,
            Duration stallLimit, Backoff backoff, Clock clock) {
        this.host = host;
        this.connector = connector;
        this.samplerChoice = samplerChoice;
        this.listener = listener;
        this.stallLimit = stallLimit;
        this.backoff = backoff;
        this.clock = clock;
    }

    public synchronized void start() {
        if (thread != null) {
            throw new IllegalStateException("monitor of " + host + " already started");
        }
        thread = Thread.ofPlatform().daemon().name("monitor " + host).start(this::run);
    }

    /** Lines of sampler output that could not be read so far. */
    public long malformedLines() {
        return malformed.get();
    }

    private void run() {
        int attempt = 0;
        while (running()) {
            report(State.CONNECTING, "connecting");
            SshConnection c;
            try {
                c = connector.connect();
            } catch (HostKeyException e) {
                report(State.REFUSED, e.getMessage());
                return;
            } catch (AuthenticationException e) {
                // A restarting sshd can refuse for a moment, so a few tries; not more, since
                // repeated failures can lock the account.
                if (++authenticationFailures >= AUTHENTICATION_TRIES) {
                    report(State.REFUSED, e.getMessage());
                    return;
                }
                report(State.DOWN, e.getMessage());
                pause(backoff.delay(attempt++));
                continue;
            } catch (IOException | RuntimeException e) {
                report(State.DOWN, describe(e));
                pause(backoff.delay(attempt++));
                continue;
            }
            connection = c;
            authenticationFailures = 0;
            try {
                Sampler sampler = samplerChoice.choose(c);
                while (running() && c.isOpen()) {
                    if (sampleUntilStreamEnds(c, sampler)) {
                        attempt = 0;
                    }
                    if (running() && c.isOpen()) {
                        pause(backoff.delay(attempt++));
                    }
                }
                if (running()) {
                    report(State.DOWN, "connection lost");
                }
            } catch (IOException | RuntimeException e) {
                report(State.DOWN, describe(e));
            } finally {
                c.close();
                connection = null;
            }
            if (running()) {
                pause(backoff.delay(attempt++));
            }
        }
        report(State.STOPPED, "stopped");
    }

    /** @return whether at least one sample arrived, i.e. the host was really up */
    private boolean sampleUntilStreamEnds(SshConnection c, Sampler sampler) throws IOException {
        BlockingQueue<String> lines = new LinkedBlockingQueue<>(10_000);
        SshConnection.RemoteStream s = c.stream(sampler.command());
        stream = s;
        Thread reader = Thread.ofPlatform().daemon().name("sampler reader " + host).start(() -> readLines(s, lines));
        SampleParser parser = sampler.newParser(host);
        boolean sampled = false;
        try {
            while (running()) {
                String line = lines.poll(stallLimit.toMillis(), TimeUnit.MILLISECONDS);
                if (line == null) {
                    report(State.STALLED, "no sampler output for " + stallLimit.toSeconds() + " s; restarting it");
                    return sampled;
                }
                if (line == END_OF_STREAM) {
                    return sampled;
                }
                try {
                    if (line == BoundedLineReader.TOO_LONG) {
                        throw new MalformedLineException("longer than " + BoundedLineReader.DEFAULT_MAX_LINE_BYTES + " bytes, skipped", "");
                    }
                    Optional<HostSample> sample = parser.parse(line);
                    if (sample.isPresent()) {
                        if (!sampled) {
                            report(State.UP, "sampling");
                            sampled = true;
                        }
                        listener.sample(sample.get());
                    }
                } catch (MalformedLineException e) {
                    malformed.incrementAndGet();
                    report(sampled ? State.UP : State.CONNECTING, "malformed sampler line: " + e.getMessage());
                }
            }
            return sampled;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return sampled;
        } finally {
            s.close();
            stream = null;
            reader.interrupt();
        }
    }

    private static void readLines(SshConnection.RemoteStream s, BlockingQueue<String> lines) {
        try (InputStream stdout = s.stdout()) {
            BoundedLineReader in = new BoundedLineReader(stdout, StandardCharsets.UTF_8, BoundedLineReader.DEFAULT_MAX_LINE_BYTES);
            for (String line; (line = in.readLine()) != null;) {
                lines.put(line);
            }
        } catch (IOException e) {
            // Channel closed under us (stall restart, host down): the end marker below tells the monitor.
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        }
        lines.offer(END_OF_STREAM);
    }

    private boolean running() {
        return stop.getCount() > 0;
    }

    private void pause(Duration delay) {
        try {
            stop.await(delay.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void report(State state, String detail) {
        listener.status(new HostStatus(clock.instant(), host, state, detail, malformed.get()));
    }

    private static String describe(Exception e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    /** Stops sampling, ends the remote command and the connection; waits up to 5 s for the thread. */
    @Override
    public void close() {
        stop.countDown();
        SshConnection.RemoteStream s = stream;
        if (s != null) {
            s.close();
        }
        SshConnection c = connection;
        if (c != null) {
            c.close();
        }
        Thread t;
        synchronized (this) {
            t = thread;
        }
        if (t != null) {
            try {
                t.join(5000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
