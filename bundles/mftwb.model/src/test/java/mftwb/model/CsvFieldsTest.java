package mftwb.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class CsvFieldsTest {

    @Test
    void quotedFieldsKeepTheirCommasAndDoubledQuotes() {
        CsvFields line = CsvFields.split("1,\"a, \"\"b\"\"\",,x");
        assertEquals(List.of("1", "a, \"b\"", "", "x"), line.fields());
        assertFalse(line.unterminated());
    }

    @Test
    void aQuoteInsideAnUnquotedFieldIsText() {
        assertEquals(List.of("5\" disk", "x"), CsvFields.split("5\" disk,x").fields());
    }

    @Test
    void aLineCutOffInsideAQuotedFieldIsSplitAndMarked() {
        CsvFields torn = CsvFields.split("1,sftp,\"connection reset, retr");
        assertEquals(List.of("1", "sftp", "connection reset, retr"), torn.fields());
        assertTrue(torn.unterminated());
    }

    @Test
    void whatQuoteWritesSplitsBackToTheSameText() {
        for (String text : List.of("plain", "a,b", "say \"hi\"", "two\nlines", "")) {
            assertEquals(List.of(text, "end"), CsvFields.split(CsvFields.quote(text) + ",end").fields(), text);
        }
        assertEquals("plain", CsvFields.quote("plain"), "only text that needs it is quoted");
    }
}
