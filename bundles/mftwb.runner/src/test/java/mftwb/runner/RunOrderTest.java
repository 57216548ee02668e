package mftwb.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mftwb.model.Checksum;
import mftwb.model.TransferMode;

/** The order seed: each round of the run order shuffled, the same seed the same order. */
class RunOrderTest {
    @TempDir
    Path dir;

    private static Campaign fourCellsFiveTimes() {
        Matrix matrix = LabCampaign.matrix(1 << 20, 50, List.of(1, 4), List.of(65536, 262144), 10, List.of(Checksum.NONE),
                List.of(TransferMode.BINARY));
        Campaign one = LabCampaign.campaign(matrix, 0, OnFailure.CONTINUE, false);
        return new Campaign(one.name(), one.topology(), one.target(), one.backend(), matrix, 0, 5, one.onFailure(),
                one.textEncoding(), 1, false, one.mft(), one.mq(), one.stallLimit());
    }

    @Test
    void everyRoundRunsEveryCellOnceInAShuffledOrderTheSeedRepeats() {
        Campaign campaign = fourCellsFiveTimes();
        List<RunSpec> cells = campaign.matrix().cells();
        List<RunSpec> order = campaign.withOrderSeed(42).runOrder();
        assertEquals(20, order.size());
        Set<List<RunSpec>> rounds = new HashSet<>();
        for (int round = 0; round < 5; round++) {
            List<RunSpec> cellsOfRound = order.subList(4 * round, 4 * round + 4);
            assertEquals(Set.copyOf(cells), Set.copyOf(cellsOfRound), "round " + round);
            rounds.add(cellsOfRound);
        }
        assertTrue(rounds.size() > 1, "the rounds are shuffled, not all in one order: " + order);
        assertEquals(order, campaign.withOrderSeed(42).runOrder(), "the same seed, the same order");
        assertNotEquals(order, campaign.withOrderSeed(43).runOrder());
    }

    @Test
    void theCampaignFileCarriesTheSeedAndTheLaunchTellsIt() throws Exception {
        Campaign read = CampaignFile.parse("{ \"target\": { \"localLab\": true }, \"repetitions\": 3, \"orderSeed\": -7 }",
                dir.resolve("c.json"));
        assertEquals(-7, read.orderSeed().getAsLong());
        List<String> told = new java.util.ArrayList<>();
        assertEquals(read.runOrder(), CampaignLaunch.ordered(read, told::add).runOrder());
        assertTrue(told.get(0).contains("\"orderSeed\": -7 in the campaign file repeats this order"), told.toString());
        Campaign unseeded = fourCellsFiveTimes();
        Campaign seeded = CampaignLaunch.ordered(unseeded, told::add);
        assertTrue(told.get(1).contains("order seed " + seeded.orderSeed().getAsLong()), told.toString());
    }
}
