package mftwb.monitor;

import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The part of Prometheus' HTTP API (v1) the workbench reads: the scrape targets and range queries.
 * Every failure is an {@link IOException} whose message names the server and says what went wrong
 * in the user's terms (not reachable, not a Prometheus, query refused).
 */
public final class PrometheusApi {
    /** A scrape target as {@code /api/v1/targets} lists it. */
    public record Target(String instance, String job, String health, String lastError, Duration scrapeInterval) {
    }

    /** One point of a range query result. */
    public record Point(Instant time, double value) {
    }

    private static final Duration TIMEOUT = Duration.ofSeconds(10);
    private static final Pattern DURATION = Pattern.compile("(\\d+)(ms|s|m|h|d|w|y)");
    private static final ObjectMapper JSON = new ObjectMapper();

    private final URI server;
    private final HttpClient http;

    /** @param server the server's base URL, e.g. {@code http://prometheus:9090} (a trailing slash is fine) */
    public PrometheusApi(URI server) {
        String base = server.toString().replaceAll("/+$", "");
        if (server.getScheme() == null || !server.getScheme().matches("https?") || server.getHost() == null) {
            throw new IllegalArgumentException("'" + server + "' is not an http:// or https:// URL of a Prometheus server");
        }
        this.server = URI.create(base);
        this.http = HttpClient.newBuilder().connectTimeout(TIMEOUT).build();
    }

    public URI server() {
        return server;
    }

    /** The active scrape targets. */
    public List<Target> targets() throws IOException {
        JsonNode data = get("/api/v1/targets?state=active");
        List<Target> targets = new ArrayList<>();
        for (JsonNode t : data.path("activeTargets")) {
            JsonNode labels = t.path("labels");
            targets.add(new Target(labels.path("instance").asText(), labels.path("job").asText(), t.path("health").asText(),
                    t.path("lastError").asText(""), duration(t.path("scrapeInterval").asText(""))));
        }
        return targets;
    }

    /**
     * Evaluates {@code query} at {@code start}, {@code start + step}, ... up to {@code end}; the
     * result maps the value of {@code label} of each series to its points (an empty map when the
     * query matched nothing).
     */
    public Map<String, List<Point>> queryRange(String query, Instant start, Instant end, Duration step, String label)
            throws IOException {
        String path = "/api/v1/query_range?query=" + URLEncoder.encode(query, StandardCharsets.UTF_8) + "&start="
                + seconds(start) + "&end=" + seconds(end) + "&step=" + seconds(step);
        JsonNode data = get(path);
        Map<String, List<Point>> series = new LinkedHashMap<>();
        for (JsonNode s : data.path("result")) {
            List<Point> points = new ArrayList<>();
            for (JsonNode v : s.path("values")) {
                double value = Double.parseDouble(v.get(1).asText());
                points.add(new Point(Instant.ofEpochMilli(Math.round(v.get(0).asDouble() * 1000)), value));
            }
            series.put(s.path("metric").path(label).asText(""), points);
        }
        return series;
    }

    private static String seconds(Instant t) {
        return String.format(Locale.ROOT, "%.3f", t.toEpochMilli() / 1000.0);
    }

    private static String seconds(Duration d) {
        return String.format(Locale.ROOT, "%.3f", d.toMillis() / 1000.0);
    }

    private JsonNode get(String pathAndQuery) throws IOException {
        HttpRequest request = HttpRequest.newBuilder(URI.create(server + pathAndQuery)).timeout(TIMEOUT)
                .header("Accept", "application/json").GET().build();
        HttpResponse<String> response;
        try {
            response = http.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (ConnectException | HttpConnectTimeoutException e) {
            throw new IOException("cannot reach Prometheus at " + server + ": "
                    + (e.getMessage() == null ? "connection refused" : e.getMessage()), e);
        } catch (HttpTimeoutException e) {
            throw new IOException("Prometheus at " + server + " did not answer within " + TIMEOUT.toSeconds() + " s", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while asking Prometheus at " + server, e);
        } catch (IOException e) {
            throw new IOException("cannot reach Prometheus at " + server + ": " + e, e);
        }
        JsonNode body;
        try {
            body = JSON.readTree(response.body());
        } catch (IOException e) {
            throw new IOException(server + " answered HTTP " + response.statusCode() + " with something other than "
                    + "Prometheus' JSON API: is it a Prometheus server?", e);
        }
        if (body == null || !"success".equals(body.path("status").asText())) {
            String error = body == null ? "" : body.path("error").asText("");
            throw new IOException("Prometheus at " + server + " refused " + pathAndQuery.replaceFirst("\\?.*", "")
                    + " (HTTP " + response.statusCode() + ")" + (error.isEmpty() ? "" : ": " + error));
        }
        return body.path("data");
    }

    /** A Prometheus duration such as "15s", "1m30s" or "500ms"; empty when absent or unreadable. */
    static Duration duration(String text) {
        if (text.isEmpty()) {
            return Duration.ZERO;
        }
        Matcher m = DURATION.matcher(text);
        Duration total = Duration.ZERO;
        int end = 0;
        while (m.find() && m.start() == end) {
            long n = Long.parseLong(m.group(1));
            total = total.plus(switch (m.group(2)) {
                case "ms" -> Duration.ofMillis(n);
                case "s" -> Duration.ofSeconds(n);
                case "m" -> Duration.ofMinutes(n);
                case "h" -> Duration.ofHours(n);
                case "d" -> Duration.ofDays(n);
                case "w" -> Duration.ofDays(7 * n);
                default -> Duration.ofDays(365 * n);
            });
            end = m.end();
        }
        return end == text.length() ? total : Duration.ZERO;
    }

    /** A string literal for PromQL: double-quoted, with backslashes and quotes escaped. */
    static String literal(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + "\"";
    }

    static Optional<Target> find(List<Target> targets, String instance) {
        return targets.stream().filter(t -> t.instance().equals(instance)).findFirst();
    }
}
