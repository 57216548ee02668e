package mftwb.model;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The one set of naming rules: what may stand in a host address, an MQ name, a file server or topology name. */
class NamesTest {

    @ParameterizedTest
    @ValueSource(strings = {"hosta.example.com", "hostA", "10.0.0.5", "192.168.1.254", "::1", "fe80::1", "2001:db8::8a2e:370:7334",
            "::ffff:192.0.2.1", "a-b.c-d.example", "x"})
    void hostAddressesMQCanReachAreValid(String address) {
        assertNull(Names.hostAddressProblem(address), address);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "*", "10.0.0.*", "*.example.com", "10.0.0.5(1414)') MCAUSER('mqm') DESCR('x", "host name", "-host",
            "host-", "a..b", "256.1.1.1", "10.0.0", "1.2.3.4.5", "host\nname", "höst.example", "fe80::1%eth0", "1:2:3:4:5:6:7:8:9",
            "host_name.example", "'quoted'", "host.example.com."})
    void wildcardsSyntaxAndNonHostTextAreNotAddresses(String address) {
        assertNotNull(Names.hostAddressProblem(address), address);
    }

    @ParameterizedTest
    @ValueSource(strings = {"QM1", "COORDQM", "TO.QM1", "MFT.SVRCONN", "a/b_c%d.e"})
    void mqNamesFollowMqRules(String name) {
        assertNull(Names.mqNameProblem("queue manager", name, Names.MAX_QUEUE_MANAGER_NAME), name);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "QM1) DESCR(x", "QM1'", "Q M", "QM\u00c4", "QM-1", "QM1\n"})
    void mqNamesRejectWhatMqRejects(String name) {
        assertNotNull(Names.mqNameProblem("queue manager", name, Names.MAX_QUEUE_MANAGER_NAME), name);
    }

    @ParameterizedTest
    @ValueSource(strings = {"SFTP1", "sftp-server.2", "hostA", "my_server"})
    void fileServerAndHostNamesAreLabels(String name) {
        assertNull(Names.labelProblem("file server", name), name);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "SFTP1---><tns:sftpServer name=\"evil\"/>", "a b", "a:b", "../x", ".hidden", "a\"b", "x]]>"})
    void fileServerNamesCannotCarryMarkup(String name) {
        assertNotNull(Names.labelProblem("file server", name), name);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Client mode", "Protocol bridge to SFTP, cross-geo", "local lab: chunk size (1 vs 4)"})
    void topologyNamesAreFreeText(String name) {
        assertNull(Names.topologyNameProblem(name), name);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", " ", "line\nbreak", "carriage\rreturn", "tab\tinside", "nul\u0000"})
    void topologyNamesHaveNoControlCharacters(String name) {
        assertNotNull(Names.topologyNameProblem(name), name);
    }

    @org.junit.jupiter.api.Test
    void overlongTopologyNameIsRejected() {
        assertNotNull(Names.topologyNameProblem("x".repeat(Names.MAX_TOPOLOGY_NAME + 1)));
    }
}
