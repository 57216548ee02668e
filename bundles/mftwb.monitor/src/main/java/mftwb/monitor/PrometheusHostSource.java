package mftwb.monitor;

import java.io.IOException;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import mftwb.remote.sampling.HostSample;
import mftwb.remote.sampling.HostStatus;
import mftwb.remote.sampling.SampleListener;

/**
 * Watches a host's CPU through a Prometheus server that scrapes its node_exporter, for hosts that
 * allow no SSH sampling: polls range queries of {@code rate(node_cpu_seconds_total[...])} by mode
 * and hands each new point to a {@link SampleListener} as a {@link HostSample}, split the way our
 * own /proc/stat sampler splits it (user includes nice, system includes irq and softirq), so charts,
 * CSV columns and campaign CPU figures are the same as for an SSH-sampled host.
 * <p>
 * Points are evaluated at multiples of the target's scrape interval and asked for every second (or
 * every interval, if shorter), so a new scrape reaches the listener within one interval plus a second.
 */
public final class PrometheusHostSource implements AutoCloseable {
    /** Used when the server does not say how often it scrapes the instance (Prometheus' default). */
    static final Duration DEFAULT_INTERVAL = Duration.ofSeconds(15);
    private static final Duration MAX_POLL = Duration.ofSeconds(1);

    private final PrometheusApi api;
    private final String instance;
    private final String host;
    private final Duration interval;
    private final SampleListener listener;
    private final Clock clock;
    private final CountDownLatch stop = new CountDownLatch(1);
    private Thread thread;
    private Instant last;

    private PrometheusHostSource(PrometheusApi api, String instance, String host, Duration interval,
            SampleListener listener, Clock clock) {
        this.api = api;
        this.instance = instance;
        this.host = host;
        this.interval = interval;
        this.listener = listener;
        this.clock = clock;
    }

    /**
     * Checks the server and the instance once, so a wrong URL or instance fails at once with its own
     * message, then polls on a daemon thread until closed.
     *
     * @param instance the {@code instance} label of the node_exporter target, e.g. {@code host1:9100};
     *                 samples carry it as their host name
     * @throws IOException the server is unreachable or no Prometheus, it scrapes no such instance, the
     *                     target is down, or the query returns nothing
     */
    public static PrometheusHostSource start(URI server, String instance, SampleListener listener) throws IOException {
        return start(server, instance, instance, listener);
    }

    /** As {@link #start(URI, String, SampleListener)}, with samples named {@code host} (a campaign's CPU column). */
    public static PrometheusHostSource start(URI server, String instance, String host, SampleListener listener)
            throws IOException {
        PrometheusApi api = new PrometheusApi(server);
        List<PrometheusApi.Target> targets = api.targets();
        PrometheusApi.Target target = PrometheusApi.find(targets, instance).orElseThrow(() -> new IOException(
                "Prometheus at " + api.server() + " scrapes no target with instance '" + instance + "'"
                        + (targets.isEmpty() ? "; it has no active targets"
                                : "; it scrapes: " + targets.stream().map(PrometheusApi.Target::instance).distinct()
                                        .sorted().collect(Collectors.joining(", ")))));
        if ("down".equals(target.health())) {
            throw new IOException("Prometheus at " + api.server() + " cannot scrape " + instance + ": "
                    + (target.lastError().isEmpty() ? "target is down" : target.lastError()));
        }
        Duration interval = target.scrapeInterval().isZero() ? DEFAULT_INTERVAL : target.scrapeInterval();
        PrometheusHostSource source = new PrometheusHostSource(api, instance, host, interval, listener,
                Clock.systemUTC());
        Instant now = source.clock.instant();
        Map<String, List<PrometheusApi.Point>> first = source.query(now.minus(interval.multipliedBy(5)), now);
        if (first.isEmpty()) {
            throw new IOException("Prometheus at " + api.server() + " returned nothing for " + source.query()
                    + " over the last " + interval.multipliedBy(5).toSeconds() + " s: does " + instance
                    + " run node_exporter with its cpu collector, and has it been scraped twice yet?");
        }
        listener.interval(interval);
        source.deliver(first);
        source.thread = Thread.ofPlatform().daemon().name("prometheus " + instance).start(source::run);
        return source;
    }

    /** Processors the instance's node_exporter reports, for CPU ms per MB; empty when the query finds none. */
    public java.util.Optional<Integer> cores() {
        try {
            Instant now = clock.instant();
            Map<String, List<PrometheusApi.Point>> count = api.queryRange("count(count by (cpu) (node_cpu_seconds_total{instance="
                    + PrometheusApi.literal(instance) + "}))", now, now, interval, "instance");
            return count.values().stream().flatMap(List::stream).findFirst().map(p -> (int) p.value());
        } catch (IOException e) {
            return java.util.Optional.empty();
        }
    }

    /** How often Prometheus scrapes the instance: the spacing of the points delivered. */
    public Duration scrapeInterval() {
        return interval;
    }

    /**
     * CPU by mode in percent of the whole host: the mean over CPUs of each mode's rate. The window
     * holds at least two scrapes even when one arrives late.
     */
    String query() {
        long window = interval.toMillis() * 5 / 2;
        return "100 * avg by (mode) (rate(node_cpu_seconds_total{instance=" + PrometheusApi.literal(instance) + "}["
                + window + "ms]))";
    }

    private Map<String, List<PrometheusApi.Point>> query(Instant from, Instant to) throws IOException {
        // Evaluate on multiples of the interval, so successive polls ask for the same instants.
        long step = interval.toMillis();
        Instant start = Instant.ofEpochMilli(Math.floorDiv(from.toEpochMilli() + step - 1, step) * step);
        if (start.isAfter(to)) {
            return Map.of();
        }
        return api.queryRange(query(), start, to, interval, "mode");
    }

    private void run() {
        Duration poll = interval.compareTo(MAX_POLL) < 0 ? interval : MAX_POLL;
        boolean up = true;
        while (!pause(poll)) {
            try {
                Instant now = clock.instant();
                deliver(query(last.plusMillis(1), now));
                if (!up) {
                    report(HostStatus.State.UP, "sampling through " + api.server());
                    up = true;
                }
            } catch (IOException | RuntimeException e) {
                report(HostStatus.State.DOWN, e.getMessage());
                up = false;
            }
        }
        report(HostStatus.State.STOPPED, "stopped");
    }

    /** Hands on the points newer than the last one delivered, oldest first, one sample per instant. */
    private void deliver(Map<String, List<PrometheusApi.Point>> byMode) {
        TreeMap<Instant, Map<String, Double>> byTime = new TreeMap<>();
        byMode.forEach((mode, points) -> points.forEach(
                p -> byTime.computeIfAbsent(p.time(), t -> new java.util.HashMap<>()).put(mode, p.value())));
        for (Map.Entry<Instant, Map<String, Double>> point : byTime.entrySet()) {
            if (last != null && !point.getKey().isAfter(last)) {
                continue;
            }
            if (last == null) {
                report(HostStatus.State.UP, "sampling through " + api.server());
            }
            last = point.getKey();
            Map<String, Double> m = point.getValue();
            // rate() extrapolates each mode on its own, so the modes may add up to a little more or less
            // than 100; scaled to their sum they split the host's time as /proc/stat deltas do.
            double all = m.values().stream().mapToDouble(v -> v.isNaN() ? 0 : v).sum();
            double scale = all > 0 ? 100 / all : 1;
            listener.sample(HostSample.of(point.getKey(), host, scale * (of(m, "user") + of(m, "nice")),
                    scale * (of(m, "system") + of(m, "irq") + of(m, "softirq")), scale * of(m, "iowait"),
                    scale * of(m, "steal"), List.of()));
        }
    }

    private static double of(Map<String, Double> byMode, String mode) {
        Double value = byMode.get(mode);
        return value == null || value.isNaN() ? 0 : value;
    }

    private void report(HostStatus.State state, String detail) {
        listener.status(new HostStatus(clock.instant(), host, state, detail, 0));
    }

    /** @return whether the source was closed meanwhile */
    private boolean pause(Duration delay) {
        try {
            return stop.await(delay.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return true;
        }
    }

    @Override
    public void close() {
        stop.countDown();
        try {
            thread.join(TimeUnit.SECONDS.toMillis(15));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%s via %s every %d ms", instance, api.server(), interval.toMillis());
    }
}
