package mftwb.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.jfree.chart.JFreeChart;
import org.jfree.data.category.CategoryDataset;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.junit.jupiter.api.Test;

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
}
