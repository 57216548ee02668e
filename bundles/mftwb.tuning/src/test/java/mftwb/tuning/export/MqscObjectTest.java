package mftwb.tuning.export;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import mftwb.tuning.GeneratedLine;

class MqscObjectTest {

    private static List<MqscObject> of(String... lines) {
        return MqscObject.of(List.of(lines).stream().map(GeneratedLine::plain).toList());
    }

    @Test
    void eachDefinedOrAlteredObjectOnceWithItsDmpmqcfgTypeAndName() {
        assertEquals(List.of(new MqscObject("listener", "MFTWB.LISTENER", "LISTENER('MFTWB.LISTENER')"), new MqscObject("qmgr", "", "QMGR"),
                new MqscObject("queue", "SYSTEM.CLUSTER.TRANSMIT.QUEUE", "QLOCAL('SYSTEM.CLUSTER.TRANSMIT.QUEUE')"),
                new MqscObject("channel", "QM1.TO.QM2", "CHANNEL('QM1.TO.QM2')"), new MqscObject("queue", "SYSTEM.FTE.QM2_1", "QREMOTE('SYSTEM.FTE.QM2_1')")),
                of("* MQSC for QM1", "DEFINE LISTENER(MFTWB.LISTENER) TRPTYPE(TCP) PORT(1414) CONTROL(QMGR) REPLACE", "ALTER QMGR MAXMSGL(5242880)",
                        "ALTER QLOCAL(SYSTEM.CLUSTER.TRANSMIT.QUEUE) MAXMSGL(5242880)", "ALTER QMGR REPOS(FTE)",
                        "DEFINE CHANNEL(QM1.TO.QM2) CHLTYPE(SDR) TRPTYPE(TCP) BATCHSZ(50) REPLACE", "DEFINE CHANNEL(QM1.TO.QM2) CHLTYPE(SDR) REPLACE",
                        "DEFINE QREMOTE(SYSTEM.FTE.QM2_1) RQMNAME(QM2) CLUSTER(FTE) REPLACE",
                        "SET CHLAUTH('MFT.SVRCONN') TYPE(ADDRESSMAP) ADDRESS('10.0.0.1') USERSRC(MAP) MCAUSER('mftagent') ACTION(REPLACE)"));
    }

    @Test
    void aQuotedNameKeepsItsCaseAndQuotes() {
        MqscObject channel = of("DEFINE CHANNEL('it''s.svrconn') CHLTYPE(SVRCONN) TRPTYPE(TCP) REPLACE").get(0);
        assertEquals("it's.svrconn", channel.name(), "dmpmqcfg -n gets the name as MQ holds it");
        assertEquals("DELETE CHANNEL('it''s.svrconn')", channel.delete());
        assertEquals("", of("ALTER QMGR MAXMSGL(5242880)").get(0).delete(), "nothing deletes the queue manager");
    }
}
