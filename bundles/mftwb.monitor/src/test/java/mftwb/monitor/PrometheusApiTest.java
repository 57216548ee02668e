package mftwb.monitor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.time.Duration;

import org.junit.jupiter.api.Test;

/** What the Prometheus client reads and writes without a server (the server itself: mftwb.metrics' tests). */
class PrometheusApiTest {

    @Test
    void scrapeIntervalsAreReadAsPrometheusWritesThem() {
        assertEquals(Duration.ofSeconds(15), PrometheusApi.duration("15s"));
        assertEquals(Duration.ofSeconds(90), PrometheusApi.duration("1m30s"));
        assertEquals(Duration.ofMillis(500), PrometheusApi.duration("500ms"));
        assertEquals(Duration.ZERO, PrometheusApi.duration("15 seconds"), "unreadable: the source falls back to 15 s");
        assertEquals(Duration.ZERO, PrometheusApi.duration(""));
    }

    @Test
    void instanceNamesAreQuotedForPromQl() {
        assertEquals("\"mqhost1:9100\"", PrometheusApi.literal("mqhost1:9100"));
        assertEquals("\"a\\\"b\\\\c\"", PrometheusApi.literal("a\"b\\c"), "no way to break out of the label matcher");
    }

    @Test
    void onlyHttpUrlsWithAHostAreServers() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new PrometheusApi(URI.create("prometheus:9090")));
        assertTrue(e.getMessage().contains("is not an http:// or https:// URL"), e.getMessage());
        assertEquals(URI.create("http://prom:9090"), new PrometheusApi(URI.create("http://prom:9090/")).server());
    }
}
