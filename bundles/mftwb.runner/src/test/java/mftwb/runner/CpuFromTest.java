package mftwb.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.nio.file.Path;
import java.util.Optional;

import org.junit.jupiter.api.Test;

/** A campaign target's {@code cpuFrom}: the host's CPU read through Prometheus instead of over SSH. */
class CpuFromTest {

    private static Campaign parse(String cpuFrom) throws CampaignFormatException {
        return CampaignFile.parse("{ \"target\": { \"host\": \"mqm@mqhost1\",\n \"cpuFrom\": " + cpuFrom + " } }",
                Path.of("c.json"));
    }

    @Test
    void aPrometheusUrlAndInstanceAreRead() throws Exception {
        Target target = parse("{ \"prometheus\": \"http://prom:9090\", \"instance\": \"mqhost1:9100\" }").target();
        assertEquals(Optional.of(new PrometheusCpu(URI.create("http://prom:9090"), "mqhost1:9100")), target.cpuFrom());
        assertEquals(Optional.empty(), CampaignFile.parse("{ \"target\": { \"localLab\": true } }", Path.of("c.json"))
                .target().cpuFrom(), "sampled over SSH unless cpuFrom says otherwise");
    }

    @Test
    void aBadUrlAMissingInstanceOrATypoIsAnErrorWithItsPlace() {
        CampaignFormatException url = assertThrows(CampaignFormatException.class,
                () -> parse("{ \"prometheus\": \"prom:9090\", \"instance\": \"mqhost1:9100\" }"));
        assertTrue(url.getMessage().startsWith("c.json:2:") && url.getMessage().contains("not an http:// or https:// URL"),
                url.getMessage());
        CampaignFormatException instance = assertThrows(CampaignFormatException.class,
                () -> parse("{ \"prometheus\": \"http://prom:9090\" }"));
        assertTrue(instance.getMessage().contains("\"instance\""), instance.getMessage());
        CampaignFormatException typo = assertThrows(CampaignFormatException.class,
                () -> parse("{ \"prometheus\": \"http://prom:9090\", \"instance\": \"a\", \"job\": \"node\" }"));
        assertTrue(typo.getMessage().contains("job: unknown field"), typo.getMessage());
    }
}
