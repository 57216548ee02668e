package mftwb.mq;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.ibm.mq.constants.MQConstants;

class ReasonCodesTest {

    /** Our table must use the names IBM's own library gives these codes, or the advice is for another error. */
    @ParameterizedTest
    @ValueSource(ints = {2009, 2030, 2035, 2051, 2053, 2058, 2059, 2063, 2085, 2161, 2162, 2393, 2397, 2398, 2537,
            2538, 2539, 2540})
    void everyAdvisedCodeCarriesTheNameMqGivesIt(int code) {
        ReasonCodes.Advice advice = ReasonCodes.advice(code, null);
        assertEquals(MQConstants.lookupReasonCode(code), advice.name());
        assertTrue(!advice.fix().isBlank());
    }

    @Test
    void notAuthorizedPointsAtCredentialsAndChannelAuthentication() {
        MqFailure f = ReasonCodes.failure("connect to h:1414/DEV.APP.SVRCONN/QM1", 2035, null, null);
        assertEquals(2035, f.reasonCode());
        assertTrue(f.getMessage().startsWith("cannot connect to h:1414/DEV.APP.SVRCONN/QM1: "), f.getMessage());
        assertTrue(f.getMessage().contains("(2035 MQRC_NOT_AUTHORIZED)"), f.getMessage());
        assertTrue(f.getMessage().contains("MFTWB_MQ_PASSWORD"), f.getMessage());
        assertTrue(f.getMessage().contains("CHLAUTH"), f.getMessage());
    }

    @Test
    void tlsProblemsPointAtCipherSpecAndKeyStores() {
        assertTrue(ReasonCodes.advice(2397, null).fix().contains("SSLCIPH"));
        assertTrue(ReasonCodes.advice(2393, null).fix().contains("trust store"));
    }

    @Test
    void unknownObjectOnACommandQueuePointsAtTheAgentsQueueManager() {
        assertTrue(ReasonCodes.advice(2085, null).fix().contains("SYSTEM.FTE.COMMAND.<agent>"));
    }

    @Test
    void codeWithoutAdviceIsNamedAndSentToIbmsDocumentation() {
        ReasonCodes.Advice advice = ReasonCodes.advice(2110, MQConstants.lookupReasonCode(2110));
        assertEquals("MQRC_FORMAT_ERROR", advice.name());
        assertTrue(advice.fix().contains("reason code 2110"));
    }
}
