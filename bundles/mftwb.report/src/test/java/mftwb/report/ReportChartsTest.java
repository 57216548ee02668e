package mftwb.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.jfree.chart.JFreeChart;
import org.jfree.data.category.CategoryDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.junit.jupiter.api.Test;

class ReportChartsTest {

    @Test
    void oneLinePerCaseThroughItsChunkSizesWithRepetitionsAveragedAndFailedRunsLeftOut() {
        JFreeChart chart = ReportCharts.timeByChunkSize(HtmlReportTest.campaign());
        XYSeriesCollection lines = (XYSeriesCollection) chart.getXYPlot().getDataset();
        assertEquals(2, lines.getSeriesCount());
        XYSeries single = lines.getSeries("50 x 1 MiB, 1 transfer, none, binary");
        assertEquals(64.0, single.getX(0).doubleValue());
        assertEquals(1.1, single.getY(0).doubleValue(), 1e-9, "runs 1 and 2 averaged");
        assertEquals(256.0, single.getX(1).doubleValue());
        assertEquals(0.5, single.getY(1).doubleValue(), 1e-9);
        XYSeries four = lines.getSeries("50 x 1 MiB, 4 transfers, none, binary");
        assertEquals(2, four.getItemCount());
        assertEquals(0.6, four.getY(1).doubleValue(), 1e-9, "the failed 0.1 s run is not a measurement");
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
