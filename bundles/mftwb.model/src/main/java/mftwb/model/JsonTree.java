package mftwb.model;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;

/**
 * A JSON document parsed with Jackson's streaming parser into nodes that remember their line and
 * column; Jackson's own tree forgets them, and error messages need them.
 */
final class JsonTree {
    /** A topology nests 5 levels deep; the cap keeps error paths short and recursion shallow. */
    private static final int MAX_NESTING = 64;
    private static final JsonFactory FACTORY = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_NESTING).build()).build();

    record Location(int line, int column) {
        static Location of(JsonLocation location) {
            return new Location(location.getLineNr(), location.getColumnNr());
        }
    }

    sealed interface Node {
        Location location();
    }

    /** A JSON object; members keep file order, keyLocations point at each key. */
    record Obj(Map<String, Node> members, Map<String, Location> keyLocations, Location location) implements Node {
    }

    record Arr(List<Node> items, Location location) implements Node {
    }

    /** A string, number, boolean or null; {@code text} is the string or the number as written. */
    record Scalar(JsonToken token, String text, Location location) implements Node {
    }

    private JsonTree() {
    }

    /** Parses one JSON value that must be the whole document. */
    static Node parse(String text, String source) throws TopologyFileException {
        try (JsonParser parser = FACTORY.createParser(text)) {
            try {
                JsonToken first = parser.nextToken();
                if (first == null) {
                    throw new TopologyFileException(source, "$", 1, 1, "the file is empty; expected a JSON object");
                }
                Node root = read(parser, source);
                if (parser.nextToken() != null) {
                    throw error(source, "$", parser.currentTokenLocation(), "unexpected text after the end of the document");
                }
                return root;
            } catch (JsonProcessingException e) {
                // Constraint violations (nesting too deep) carry no location of their own.
                JsonLocation where = e.getLocation() != null ? e.getLocation() : parser.currentLocation();
                throw error(source, pathOf(parser.getParsingContext()), where, "malformed JSON: " + JsonErrors.describe(e));
            }
        } catch (IOException e) {
            // Only the parser's close can get here: the input is an in-memory string.
            throw new TopologyFileException(source, "$", 0, 0, "cannot parse: " + e.getMessage());
        }
    }

    private static Node read(JsonParser parser, String source) throws IOException, TopologyFileException {
        Location at = Location.of(parser.currentTokenLocation());
        JsonToken token = parser.currentToken();
        if (token == JsonToken.START_OBJECT) {
            Map<String, Node> members = new LinkedHashMap<>();
            Map<String, Location> keys = new LinkedHashMap<>();
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String key = parser.currentName();
                Location keyAt = Location.of(parser.currentTokenLocation());
                if (members.containsKey(key)) {
                    throw new TopologyFileException(source, pathOf(parser.getParsingContext()), keyAt.line(), keyAt.column(),
                            "field '" + key + "' appears twice");
                }
                parser.nextToken();
                keys.put(key, keyAt);
                members.put(key, read(parser, source));
            }
            return new Obj(Collections.unmodifiableMap(members), keys, at);
        }
        if (token == JsonToken.START_ARRAY) {
            List<Node> items = new ArrayList<>();
            while (parser.nextToken() != JsonToken.END_ARRAY) {
                items.add(read(parser, source));
            }
            return new Arr(List.copyOf(items), at);
        }
        return new Scalar(token, token == JsonToken.VALUE_NULL ? "null" : parser.getText(), at);
    }

    private static TopologyFileException error(String source, String path, JsonLocation location, String problem) {
        return location == null ? new TopologyFileException(source, path, 0, 0, problem)
                : new TopologyFileException(source, path, location.getLineNr(), location.getColumnNr(), problem);
    }

    /** The parser's position as a JSON path such as {@code $.agents[2].kind}. */
    static String pathOf(JsonStreamContext context) {
        List<String> parts = new ArrayList<>();
        for (JsonStreamContext c = context; c != null && !c.inRoot(); c = c.getParent()) {
            if (c.inArray()) {
                parts.add("[" + Math.max(0, c.getCurrentIndex()) + "]");
            } else if (c.getCurrentName() != null) {
                parts.add("." + c.getCurrentName());
            }
        }
        Collections.reverse(parts);
        return "$" + String.join("", parts);
    }
}
