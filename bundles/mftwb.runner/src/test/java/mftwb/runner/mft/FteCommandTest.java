package mftwb.runner.mft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import mftwb.model.Checksum;
import mftwb.model.TransferMode;

class FteCommandTest {
    @Test
    void buildsTheCommandWithEveryOptionAndQuotesUserText() {
        FteCreateTransfer command = new FteCreateTransfer("AGENT1", "QM_A", "PB;rm -rf ~", "QM B", TransferMode.TEXT,
                Checksum.MD5, "/in/run 1", List.of("/data/f000001.bin", "/data/it's.bin"));
        assertEquals(List.of("fteCreateTransfer", "-sa", "AGENT1", "-sm", "QM_A", "-da", "PB;rm -rf ~", "-dm", "QM B",
                "-w", "-t", "text", "-cs", "MD5", "-de", "overwrite", "-dd", "/in/run 1", "/data/f000001.bin",
                "/data/it's.bin"), command.arguments());
        assertEquals("fteCreateTransfer -sa AGENT1 -sm QM_A -da 'PB;rm -rf ~' -dm 'QM B' -w -t text -cs MD5 -de overwrite "
                + "-dd '/in/run 1' /data/f000001.bin '/data/it'\\''s.bin'", command.toRemoteCommand().toShellString());
        FteCreateTransfer binary = new FteCreateTransfer("A", "Q", "B", "R", TransferMode.BINARY, Checksum.NONE, "/in",
                List.of("/f"));
        assertTrue(binary.arguments().containsAll(List.of("binary", "none")));
        assertThrows(IllegalArgumentException.class, () -> new FteCreateTransfer("A", "Q", "B", "R", TransferMode.BINARY,
                Checksum.NONE, "/in", List.of("-w")));
    }

    @Test
    void parsesResultCodes() {
        FteResult ok = FteResult.parse(0, "BFGCL0035I: Transfer request issued. The request ID is: "
                + "414d51205153312020202020202020209a5b2f6820010b03\nBFGCL0181I: The request has successfully completed.", "");
        assertEquals(FteResult.Outcome.SUCCESS, ok.outcome());
        assertEquals(Optional.of("414d51205153312020202020202020209a5b2f6820010b03"), ok.requestId());
        FteResult partial = FteResult.parse(40, "", "BFGCL0183W: The request completed with partial success.");
        assertEquals(FteResult.Outcome.PARTIAL, partial.outcome());
        assertFalse(partial.confirmed());
        assertTrue(partial.reason().contains("exit 40") && partial.reason().contains("BFGCL0183W"), partial.reason());
        assertEquals(FteResult.Outcome.FAILED, FteResult.parse(1, "", "BFGCL0014E: bad agent").outcome());
        assertEquals(FteResult.Outcome.CANCELED, FteResult.parse(41, "", "").outcome());
        assertTrue(FteResult.parse(127, "", "sh: fteCreateTransfer: not found").reason().contains("PATH"));
        assertTrue(FteResult.parse(99, "", "").reason().contains("unknown result code 99"));
    }

    @Test
    void splitsFilesOverConcurrentTransfersLikeTheSftpWorkload() {
        assertEquals(List.of("/d/f000001.bin", "/d/f000004.bin"), RemoteTestFiles.share("/d", 5, 0, 3));
        assertEquals(List.of("/d/f000003.bin"), RemoteTestFiles.share("/d", 5, 2, 3));
    }
}
