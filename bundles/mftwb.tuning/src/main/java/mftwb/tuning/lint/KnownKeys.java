package mftwb.tuning.lint;

import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Keys MQ and MFT read, to catch a slip of the keyboard: MQ ignores a key it does not know, so a
 * misspelled SndBuffSize leaves the default in force and an agentQmgrHost (properties keys are
 * case-sensitive) leaves the agent in bindings mode, both without a word. Only near misses of a known
 * key are reported: MQ reads many keys this list does not hold.
 */
final class KnownKeys {
    static final Set<String> AGENT = Set.of("agentName", "agentQMgr", "agentQMgrHost", "agentQMgrPort", "agentQMgrChannel", "agentType",
            "agentChunkSize", "agentWindowSize", "agentFrameSize", "agentCheckpointInterval", "maxSourceTransfers",
            "maxDestinationTransfers", "maxQueuedTransfers", "maxFilesForTransfer", "transferAckTimeout", "transferAckTimeoutRetries",
            "transferRecoveryTimeout", "agentMultipleChannelsEnabled");
    static final Map<String, Set<String>> QM_INI = Map.of(
            "Log", Set.of("LogPrimaryFiles", "LogSecondaryFiles", "LogFilePages", "LogBufferPages", "LogType", "LogPath"),
            "Channels", Set.of("MQIBindType", "MaxChannels", "MaxActiveChannels", "MaxInitiators", "AdoptNewMCA", "AdoptNewMCATimeout",
                    "AdoptNewMCACheck", "PipeLineLength"),
            "TCP", Set.of("SndBuffSize", "RcvBuffSize", "RcvSndBuffSize", "RcvRcvBuffSize", "SvrSndBuffSize", "SvrRcvBuffSize",
                    "KeepAlive", "ListenerBacklog", "Connect_Timeout"),
            "TuningParameters", Set.of("DefaultQBufferSize", "DefaultPQBufferSize"));
    /** qm.ini keys that take one of a few words, by stanza and key (MQ-FACTS: MQIBindType STANDARD | FASTPATH). */
    static final Map<String, Map<String, List<String>>> QM_INI_WORDS = Map.of("Channels", Map.of("MQIBindType", List.of("STANDARD", "FASTPATH")));
    /** TCP keys only a client reads (mqclient.ini): in qm.ini they size no client connection. */
    static final Set<String> CLIENT_TCP = Set.of("ClntSndBuffSize", "ClntRcvBuffSize");
    /** Stanzas to compare stanza names with: the tuned ones and others a qm.ini commonly holds. */
    static final List<String> QM_INI_STANZAS = List.of("Log", "Channels", "TCP", "TuningParameters", "Service", "ServiceComponent",
            "ApiExitLocal", "ApiExitCommon", "AccessMode", "ExitPath", "QMErrorLog", "SSL", "Subpool", "RestrictedMode", "XAResourceManager");

    private KnownKeys() {
    }

    /**
     * The known word {@code word} is one slip from (a letter added, dropped or changed, two swapped, or
     * only the case different); empty when it is known exactly or is nothing like one.
     */
    static Optional<String> nearMiss(String word, Collection<String> known) {
        if (known.contains(word)) {
            return Optional.empty();
        }
        return known.stream().filter(k -> k.equalsIgnoreCase(word) || oneSlip(k.toLowerCase(Locale.ROOT), word.toLowerCase(Locale.ROOT))).sorted().findFirst();
    }

    private static boolean oneSlip(String a, String b) {
        if (Math.abs(a.length() - b.length()) > 1 || a.equals(b)) {
            return false;
        }
        int i = 0;
        while (i < Math.min(a.length(), b.length()) && a.charAt(i) == b.charAt(i)) {
            i++;
        }
        if (a.length() == b.length()) {
            return a.substring(i + 1).equals(b.substring(i + 1))
                    || i + 1 < a.length() && a.charAt(i) == b.charAt(i + 1) && a.charAt(i + 1) == b.charAt(i)
                            && a.substring(i + 2).equals(b.substring(i + 2));
        }
        return a.length() > b.length() ? a.substring(i + 1).equals(b.substring(i)) : b.substring(i + 1).equals(a.substring(i));
    }
}
