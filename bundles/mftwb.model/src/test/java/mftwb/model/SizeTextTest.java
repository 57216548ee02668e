package mftwb.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalLong;

import org.junit.jupiter.api.Test;

class SizeTextTest {
    @Test
    void bytesOrABinarySuffixAsCampaignFilesWriteThem() {
        assertEquals(OptionalLong.of(1048576), SizeText.parse("1048576"));
        assertEquals(OptionalLong.of(65536), SizeText.parse("64K"));
        assertEquals(OptionalLong.of(10L << 20), SizeText.parse(" 10 MiB "));
        assertEquals(OptionalLong.of(1L << 30), SizeText.parse("1G"));
    }

    @Test
    void anythingElseIsNoSize() {
        for (String text : new String[] { "", "0", "-5", "1MB", "1.5M", "abc", "99999999999999999999", "9999999999G" }) {
            assertTrue(SizeText.parse(text).isEmpty(), text);
        }
    }
}
