package mftwb.model;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.core.JsonToken;

import mftwb.model.JsonTree.Arr;
import mftwb.model.JsonTree.Node;
import mftwb.model.JsonTree.Obj;
import mftwb.model.JsonTree.Scalar;

/**
 * Typed access to the fields of one JSON object, each failure reported with the field's JSON path
 * and position. Unknown fields are rejected up front, so a typo reads "unknown field 'knd'" rather
 * than "missing field 'kind'".
 */
final class JsonFields {
    /** Decodes one node found at a path; used for array items and nested objects. */
    @FunctionalInterface
    interface Decoder<T> {
        T decode(Node node, String path) throws TopologyFileException;
    }

    private final String source;
    private final String path;
    private final Obj object;

    private JsonFields(String source, String path, Obj object) {
        this.source = source;
        this.path = path;
        this.object = object;
    }

    /** The fields of {@code node}, which must be an object holding only {@code allowed} keys. */
    static JsonFields of(String source, String path, Node node, List<String> allowed) throws TopologyFileException {
        if (!(node instanceof Obj obj)) {
            throw wrongType(source, path, node, "an object");
        }
        for (var key : obj.keyLocations().entrySet()) {
            if (!allowed.contains(key.getKey())) {
                throw new TopologyFileException(source, path + "." + key.getKey(), key.getValue().line(),
                        key.getValue().column(), "unknown field '" + key.getKey() + "' (allowed: " + String.join(", ", allowed) + ")");
            }
        }
        return new JsonFields(source, path, obj);
    }

    String source() {
        return source;
    }

    boolean has(String key) {
        return object.members().containsKey(key);
    }

    Node node(String key) throws TopologyFileException {
        Node node = object.members().get(key);
        if (node == null) {
            throw new TopologyFileException(source, path + "." + key, object.location().line(),
                    object.location().column(), "missing required field '" + key + "'");
        }
        return node;
    }

    String string(String key) throws TopologyFileException {
        return scalar(key, JsonToken.VALUE_STRING, "a string").text();
    }

    String string(String key, String absent) throws TopologyFileException {
        return has(key) ? string(key) : absent;
    }

    boolean bool(String key, boolean absent) throws TopologyFileException {
        if (!has(key)) {
            return absent;
        }
        Node node = node(key);
        if (node instanceof Scalar s && (s.token() == JsonToken.VALUE_TRUE || s.token() == JsonToken.VALUE_FALSE)) {
            return s.token() == JsonToken.VALUE_TRUE;
        }
        throw wrongType(source, path + "." + key, node, "true or false");
    }

    int integer(String key) throws TopologyFileException {
        long value = longInteger(key);
        if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
            throw at(key, "number " + value + " is out of range (at most " + Integer.MAX_VALUE + ")");
        }
        return (int) value;
    }

    int integer(String key, int absent) throws TopologyFileException {
        return has(key) ? integer(key) : absent;
    }

    long longInteger(String key) throws TopologyFileException {
        Scalar s = scalar(key, JsonToken.VALUE_NUMBER_INT, "a whole number");
        try {
            return Long.parseLong(s.text());
        } catch (NumberFormatException e) {
            throw at(key, "number " + s.text() + " is out of range");
        }
    }

    double decimal(String key) throws TopologyFileException {
        Node node = node(key);
        if (node instanceof Scalar s && (s.token() == JsonToken.VALUE_NUMBER_INT || s.token() == JsonToken.VALUE_NUMBER_FLOAT)) {
            double value = Double.parseDouble(s.text());
            if (Double.isInfinite(value)) {
                throw at(key, "number " + s.text() + " is out of range");
            }
            return value;
        }
        throw wrongType(source, path + "." + key, node, "a number");
    }

    <E extends Enum<E> & Keyword> E keyword(String key, Class<E> type, String what) throws TopologyFileException {
        String word = string(key);
        return Keyword.parse(type, word).orElseThrow(() -> at(key,
                "unknown " + what + " '" + word + "' (allowed: " + Keyword.allowed(type) + ")"));
    }

    <T> T object(String key, Decoder<T> decoder) throws TopologyFileException {
        return decoder.decode(node(key), path + "." + key);
    }

    <T> List<T> list(String key, Decoder<T> decoder) throws TopologyFileException {
        Node node = node(key);
        if (!(node instanceof Arr arr)) {
            throw wrongType(source, path + "." + key, node, "an array");
        }
        List<T> items = new ArrayList<>();
        for (int i = 0; i < arr.items().size(); i++) {
            items.add(decoder.decode(arr.items().get(i), path + "." + key + "[" + i + "]"));
        }
        return items;
    }

    /** Each member of the object under {@code key}, in file order, decoded with its name. */
    <T> List<T> members(String key, MemberDecoder<T> decoder) throws TopologyFileException {
        Node node = node(key);
        if (!(node instanceof Obj obj)) {
            throw wrongType(source, path + "." + key, node, "an object");
        }
        List<T> decoded = new ArrayList<>();
        for (var member : obj.members().entrySet()) {
            decoded.add(decoder.decode(member.getKey(), member.getValue(), path + "." + key + "." + member.getKey()));
        }
        return decoded;
    }

    @FunctionalInterface
    interface MemberDecoder<T> {
        T decode(String name, Node value, String path) throws TopologyFileException;
    }

    /** An error about the value of {@code key}, placed at that value. */
    TopologyFileException at(String key, String problem) {
        Node node = object.members().get(key);
        JsonTree.Location where = node == null ? object.location() : node.location();
        return new TopologyFileException(source, path + "." + key, where.line(), where.column(), problem);
    }

    /** Fails unless {@code name} is among {@code known}; for references between elements. */
    void reference(String key, String name, List<String> known, String what, String referrer) throws TopologyFileException {
        if (!known.contains(name)) {
            throw at(key, referrer + " refers to " + what + " '" + name + "', which this topology does not define"
                    + (known.isEmpty() ? "" : " (defined: " + String.join(", ", known) + ")"));
        }
    }

    private Scalar scalar(String key, JsonToken expected, String description) throws TopologyFileException {
        Node node = node(key);
        if (node instanceof Scalar s && s.token() == expected) {
            return s;
        }
        throw wrongType(source, path + "." + key, node, description);
    }

    static TopologyFileException wrongType(String source, String path, Node node, String expected) {
        return new TopologyFileException(source, path, node.location().line(), node.location().column(),
                "expected " + expected + ", found " + describe(node));
    }

    private static String describe(Node node) {
        return switch (node) {
            case Obj o -> "an object";
            case Arr a -> "an array";
            case Scalar s -> switch (s.token()) {
                case VALUE_STRING -> "the string \"" + s.text() + "\"";
                case VALUE_NULL -> "null";
                default -> s.text();
            };
        };
    }
}
