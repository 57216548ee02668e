package mftwb.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import mftwb.mq.ConnectionSpec;

/** A password sent over a channel without TLS travels in clear: the user is told before the campaign starts. */
class MqSettingsTest {
    private static final ConnectionSpec PLAIN = ConnectionSpec.parse("mq.example.com:1414/MFT.SVRCONN/COORDQM");

    @Test
    void aUserWithoutTlsIsWarnedAbout() {
        MqSettings settings = new MqSettings(PLAIN.withCredentials("mftuser", null), Optional.empty(), Duration.ofMinutes(5));
        String warning = settings.passwordWithoutTls().orElseThrow();
        assertTrue(warning.contains("without TLS") && warning.contains("cipherSpec") && warning.contains("COORDQM"), warning);
    }

    @Test
    void tlsOrNoUserNeedsNoWarning() {
        assertEquals(Optional.empty(), new MqSettings(PLAIN, Optional.empty(), Duration.ofMinutes(5)).passwordWithoutTls());
        ConnectionSpec tls = PLAIN.withCredentials("mftuser", null).withCipherSpec("TLS_AES_128_GCM_SHA256");
        assertEquals(Optional.empty(), new MqSettings(tls, Optional.of(tls), Duration.ofMinutes(5)).passwordWithoutTls());
    }
}
