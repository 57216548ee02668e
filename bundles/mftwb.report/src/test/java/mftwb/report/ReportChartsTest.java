package mftwb.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.data.category.CategoryDataset;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.junit.jupiter.api.Test;

import mftwb.model.Checksum;
import mftwb.model.TransferMode;
import mftwb.runner.Backend;
import mftwb.runner.RunResult;
import mftwb.runner.RunSpec;
import mftwb.runner.stats.Comparison;

class ReportChartsTest {

    @Test
    void oneLinePerCaseThroughItsChunkSizesWithTheMedianAndItsIntervalAndFailedRunsLeftOut() {
        JFreeChart chart = ReportCharts.timeByChunkSize(HtmlReportTest.campaign());
        YIntervalSeriesCollection lines = (YIntervalSeriesCollection) chart.getXYPlot().getDataset();
        assertEquals(2, lines.getSeriesCount());
        assertEquals("50 x 1 MiB, 1 transfer, none, binary", lines.getSeriesKey(0));
        assertEquals(64.0, lines.getXValue(0, 0));
        assertEquals(1.1, lines.getYValue(0, 0), 1e-9, "the median of runs 1 and 2");
        assertEquals(1.0, lines.getStartYValue(0, 0), 1e-9, "the interval's low end");
        assertEquals(1.2, lines.getEndYValue(0, 0), 1e-9, "the interval's high end");
        assertEquals(256.0, lines.getXValue(0, 1));
        assertEquals(0.5, lines.getYValue(0, 1), 1e-9);
        assertEquals(0.5, lines.getStartYValue(0, 1), 1e-9, "one run: no interval to draw");
        assertEquals("50 x 1 MiB, 4 transfers, none, binary", lines.getSeriesKey(1));
        assertEquals(2, lines.getItemCount(1));
        assertEquals(0.6, lines.getYValue(1, 1), 1e-9, "the failed 0.1 s run is not a measurement");
        JFreeChart throughput = ReportCharts.throughputByChunkSize(HtmlReportTest.campaign());
        YIntervalSeriesCollection rates = (YIntervalSeriesCollection) throughput.getXYPlot().getDataset();
        assertEquals(50 * 1.048576 / 1.1, rates.getYValue(0, 0), 1e-9);
        assertEquals(50 * 1.048576 / 1.2, rates.getStartYValue(0, 0), 1e-9, "the slow end is the long time's");
    }

    @Test
    void cpuChartHasABarPerGoodRunForEachHost() {
        CategoryDataset bars = ReportCharts.cpuPerHost(HtmlReportTest.campaign(), List.of("localhost"))
                .getCategoryPlot().getDataset();
        assertEquals(List.of("localhost"), bars.getRowKeys());
        assertEquals(5, bars.getColumnCount());
        assertEquals(85.0, bars.getValue("localhost", Integer.valueOf(5)).doubleValue());
    }

    private static RunSpec cell(int window, Checksum checksum, TransferMode mode) {
        return new RunSpec(1 << 20, 50, 1, 262144, window, checksum, mode);
    }

    /** {@code count} runs of the cell taking {@code seconds} and a little more each. */
    private static List<RunResult> runs(RunSpec cell, int count, double seconds) {
        List<RunResult> runs = new ArrayList<>();
        for (int n = 0; n < count; n++) {
            runs.add(new RunResult(n + 1, Backend.SFTP, cell, seconds + n / 100.0, cell.totalBytes(), cell.fileCount(),
                    Map.of(), Map.of(), Optional.empty()));
        }
        return runs;
    }

    private static List<Comparison.CellChange> slowerInEveryCell(List<RunSpec> cells, int runsEach) {
        List<RunResult> before = new ArrayList<>();
        List<RunResult> after = new ArrayList<>();
        for (RunSpec c : cells) {
            before.addAll(runs(c, runsEach, 1.0));
            after.addAll(runs(c, runsEach, 1.5));
        }
        return Comparison.compare(before, after, false);
    }

    @Test
    void cellsThatDifferOnlyInWindowChecksumOrModeHaveLabelsOfTheirOwn() {
        List<RunSpec> cells = List.of(cell(10, Checksum.NONE, TransferMode.BINARY), cell(40, Checksum.NONE, TransferMode.BINARY),
                cell(10, Checksum.MD5, TransferMode.BINARY), cell(10, Checksum.NONE, TransferMode.TEXT));
        SymbolAxis axis = (SymbolAxis) ReportCharts.timeChange(slowerInEveryCell(cells, 4)).getXYPlot().getDomainAxis();
        assertEquals(List.of("1 MiB x50, 1T, 256 KiB, window 10, none, binary", "1 MiB x50, 1T, 256 KiB, window 40, none, binary",
                "1 MiB x50, 1T, 256 KiB, window 10, md5, binary", "1 MiB x50, 1T, 256 KiB, window 10, none, text"),
                List.of(axis.getSymbols()));
    }

    @Test
    void zeroIsOnTheAxisWhenEveryChangeHasTheSameSign() {
        JFreeChart chart = ReportCharts.timeChange(slowerInEveryCell(List.of(cell(10, Checksum.NONE, TransferMode.BINARY)), 4));
        assertTrue(chart.getXYPlot().getRangeAxis().getLowerBound() <= 0,
                "every change is +50%: " + chart.getXYPlot().getRangeAxis().getRange());
    }

    @Test
    void aCellWithTooFewRunsForAVerdictGetsNoIntervalClearOfZero() {
        List<Comparison.CellChange> changes = slowerInEveryCell(List.of(cell(10, Checksum.NONE, TransferMode.BINARY)), 2);
        assertEquals(Comparison.Verdict.TOO_FEW_RUNS, changes.get(0).verdict());
        assertTrue(changes.get(0).seconds().interval().low() > 0, "the bootstrap interval of 2 runs misses 0");
        JFreeChart chart = ReportCharts.timeChange(changes);
        YIntervalSeriesCollection bars = (YIntervalSeriesCollection) chart.getXYPlot().getDataset();
        assertEquals(bars.getYValue(0, 0), bars.getStartYValue(0, 0), "no bar drawn");
        assertEquals(bars.getYValue(0, 0), bars.getEndYValue(0, 0), "no bar drawn");
        assertEquals("1 MiB x50, 1T, 256 KiB (too few runs)",
                ((SymbolAxis) chart.getXYPlot().getDomainAxis()).getSymbols()[0]);
    }
}
