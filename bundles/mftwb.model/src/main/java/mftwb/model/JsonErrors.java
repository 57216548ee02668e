package mftwb.model;

import java.util.regex.Pattern;

import com.fasterxml.jackson.core.JsonProcessingException;

/** Jackson's parse errors in the user's words: the problem and its line, without the parser's internals. */
public final class JsonErrors {
    /** "[Source: REDACTED (`StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION` disabled); line: 6, column: 5]" */
    private static final Pattern SOURCE = Pattern.compile("\\[Source: [^;\\]]*; line: (\\d+), column: (\\d+)\\]");

    private JsonErrors() {
    }

    /** E.g. "Unexpected end-of-input: expected close marker for Object (start marker at line 6, column 5)". */
    public static String describe(JsonProcessingException e) {
        return SOURCE.matcher(e.getOriginalMessage()).replaceAll("line $1, column $2");
    }
}
