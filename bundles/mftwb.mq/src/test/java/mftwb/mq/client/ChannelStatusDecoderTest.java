package mftwb.mq.client;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import com.ibm.mq.constants.CMQCFC;
import com.ibm.mq.headers.pcf.PCFMessage;

import mftwb.mq.ChannelStatus;

class ChannelStatusDecoderTest {

    private static PCFMessage response() {
        PCFMessage m = new PCFMessage(CMQCFC.MQCFT_RESPONSE, CMQCFC.MQCMD_INQUIRE_CHANNEL_STATUS, 1, true);
        m.addParameter(CMQCFC.MQCACH_CHANNEL_NAME, "TO.QM_SATURN        ");
        m.addParameter(CMQCFC.MQCACH_CONNECTION_NAME, "198.18.0.2(1414)");
        m.addParameter(CMQCFC.MQCACH_XMIT_Q_NAME, "QM_SATURN");
        m.addParameter(CMQCFC.MQIACH_CHANNEL_STATUS, CMQCFC.MQCHS_RUNNING);
        m.addParameter(CMQCFC.MQIACH_MSGS, 4096);
        m.addParameter(CMQCFC.MQIACH_BATCHES, 82);
        m.addParameter(CMQCFC.MQIACH_BYTES_SENT, 1_073_741_824L * 3);
        m.addParameter(CMQCFC.MQIACH_BYTES_RCVD, 65_536);
        m.addParameter(CMQCFC.MQIACH_NETWORK_TIME_INDICATOR, new int[] {40_250, 39_800});
        m.addParameter(CMQCFC.MQIACH_XMITQ_TIME_INDICATOR, new int[] {1_200, 950});
        m.addParameter(CMQCFC.MQIACH_BATCH_SIZE_INDICATOR, new int[] {50, 48});
        m.addParameter(CMQCFC.MQIACH_COMPRESSION_RATE, new int[] {-1, -1});
        return m;
    }

    @Test
    void decodesCountersTimesAndNamesFromTheWireFormat() throws Exception {
        ChannelStatus s = ChannelStatusDecoder.decode(PcfBytes.roundTrip(response()));
        assertEquals("TO.QM_SATURN", s.channelName(), "MQ's blank padding is removed");
        assertEquals("198.18.0.2(1414)", s.connectionName());
        assertEquals("QM_SATURN", s.transmissionQueue());
        assertEquals("RUNNING", s.status());
        assertEquals(4096, s.messages());
        assertEquals(82, s.batches());
        assertEquals(3_221_225_472L, s.bytesSent(), "64-bit counter kept whole");
        assertEquals(65_536, s.bytesReceived());
        assertEquals(40_250, s.netTimeShortMicros());
        assertEquals(39_800, s.netTimeLongMicros());
        assertEquals(1_200, s.xmitqTimeShortMicros());
        assertEquals(950, s.xmitqTimeLongMicros());
        assertEquals(50, s.batchSizeShort());
        assertEquals(48, s.batchSizeLong());
    }

    @Test
    void missingMonitoringValuesAreMinusOne() throws Exception {
        PCFMessage m = new PCFMessage(CMQCFC.MQCFT_RESPONSE, CMQCFC.MQCMD_INQUIRE_CHANNEL_STATUS, 1, true);
        m.addParameter(CMQCFC.MQCACH_CHANNEL_NAME, "TO.QM2");
        m.addParameter(CMQCFC.MQIACH_CHANNEL_STATUS, CMQCFC.MQCHS_RETRYING);
        ChannelStatus s = ChannelStatusDecoder.decode(PcfBytes.roundTrip(m));
        assertEquals("RETRYING", s.status());
        assertEquals(-1, s.netTimeShortMicros());
        assertEquals(-1, s.xmitqTimeLongMicros());
        assertEquals(0, s.bytesSent());
    }

    @Test
    void counterDeltaSurvivesTheWrapAt999999999() {
        assertEquals(500, ChannelStatus.counterDelta(1_000, 1_500));
        assertEquals(1_100, ChannelStatus.counterDelta(999_999_500L, 600));
    }
}
