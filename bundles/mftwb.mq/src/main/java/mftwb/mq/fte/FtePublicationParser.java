package mftwb.mq.fte;

import java.io.IOException;
import java.io.StringReader;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.helpers.DefaultHandler;

import mftwb.mq.AgentAddress;

/**
 * Reads SYSTEM.FTE publications: transfer log messages (schema TransferLog.xsd, root
 * {@code transaction} with an {@code action}), transfer status messages (TransferStatus.xsd, root
 * {@code transaction} with {@code transferSet/stats}) and agent status (a java.util.Properties XML
 * document). The document decides the kind, so the topic string is only used in error messages;
 * MQ does not always deliver it with the message.
 */
public final class FtePublicationParser {
    private final DocumentBuilder builder;

    public FtePublicationParser() {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            // Agent status declares properties.dtd by URL: never fetch it, never expand entities.
            factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
            factory.setFeature("http://xml.org/sax/features/external-general-entities", false);
            factory.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
            factory.setExpandEntityReferences(false);
            builder = factory.newDocumentBuilder();
            // Throw on fatal errors without the parser's default print to stderr.
            builder.setErrorHandler(new DefaultHandler());
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("the JDK XML parser lacks a required feature", e);
        }
    }

    /**
     * @return the event, or empty for SYSTEM.FTE publications the workbench does not use
     *         (schedules, monitors, ...)
     * @throws FtePublicationException naming the topic, line and column of malformed XML or a
     *         missing element
     */
    public Optional<FteEvent> parse(String topic, String xml) throws FtePublicationException {
        Document document;
        try {
            document = builder.parse(new InputSource(new StringReader(xml)));
        } catch (SAXParseException e) {
            throw new FtePublicationException(topic + ": line " + e.getLineNumber() + ", column "
                    + e.getColumnNumber() + ": " + e.getMessage());
        } catch (SAXException | IOException e) {
            throw new FtePublicationException(topic + ": " + e.getMessage());
        }
        Element root = document.getDocumentElement();
        try {
            return switch (root.getTagName()) {
                case "transaction" -> Optional.of(child(root, "action") != null ? log(root) : status(root));
                case "properties" -> Optional.of(agentStatus(root));
                default -> Optional.empty();
            };
        } catch (IllegalArgumentException e) {
            throw new FtePublicationException(topic + ": " + e.getMessage());
        }
    }

    private static TransferEvent log(Element root) {
        Element action = child(root, "action");
        TransferEvent.Kind kind = switch (action.getTextContent().strip()) {
            case "started" -> TransferEvent.Kind.STARTED;
            case "progress" -> TransferEvent.Kind.PROGRESS;
            case "completed" -> TransferEvent.Kind.COMPLETED;
            default -> TransferEvent.Kind.OTHER_ACTION;
        };
        Element transferSet = child(root, "transferSet");
        long bytes = transferSet == null ? 0 : longAttribute(transferSet, "bytesSent", 0);
        int total = transferSet == null ? 0 : (int) longAttribute(transferSet, "total", 0);
        List<TransferEvent.ItemResult> items = new ArrayList<>();
        if (transferSet != null) {
            for (Element item : children(transferSet, "item")) {
                items.add(item(item));
            }
        }
        Element status = child(root, "status");
        OptionalInt resultCode = status == null ? OptionalInt.empty()
                : OptionalInt.of((int) longAttribute(status, "resultCode", 0));
        String supplement = status == null ? "" : text(child(status, "supplement"));
        Element statistics = child(root, "statistics");
        OptionalInt retries = OptionalInt.empty();
        // A progress message lists finished items, failed ones too; those are not done. An item without a
        // status element is counted as done: its result is then known only from the completed message.
        int done = kind == TransferEvent.Kind.PROGRESS
                ? (int) items.stream().filter(i -> i.resultCode() <= 0).count()
                : 0;
        if (statistics != null) {
            retries = OptionalInt.of(intText(child(statistics, "retryCount")));
            if (kind == TransferEvent.Kind.COMPLETED) {
                done = Math.max(0, total - intText(child(statistics, "numFileFailures")));
            }
        }
        return new TransferEvent(kind, required(root, "ID"), time(action.getAttribute("time")),
                agent(root, "sourceAgent"), agent(root, "destinationAgent"), bytes, done, total, Optional.empty(),
                resultCode, supplement, retries, items);
    }

    private static TransferEvent.ItemResult item(Element item) {
        Element source = child(item, "source");
        Element destination = child(item, "destination");
        Element sourceFile = source == null ? null : child(source, "file");
        Element status = child(item, "status");
        return new TransferEvent.ItemResult(text(sourceFile),
                destination == null ? "" : text(child(destination, "file")),
                sourceFile == null ? -1 : longAttribute(sourceFile, "size", -1),
                status == null ? -1 : (int) longAttribute(status, "resultCode", -1),
                status == null ? "" : text(child(status, "supplement")));
    }

    private static TransferEvent status(Element root) {
        Element transferSet = child(root, "transferSet");
        Element stats = transferSet == null ? null : child(transferSet, "stats");
        if (stats == null) {
            throw new IllegalArgumentException("transfer status message " + root.getAttribute("ID")
                    + " has no transferSet/stats element");
        }
        int currentItem = (int) longAttribute(stats, "currentItem", 0);
        Element current = child(transferSet, "current");
        boolean currentDone = current != null
                && longAttribute(current, "transferred", -1) == longAttribute(current, "size", -2);
        int done = Math.max(0, currentItem - 1) + (currentDone ? 1 : 0);
        return new TransferEvent(TransferEvent.Kind.STATUS, required(root, "ID"),
                time(transferSet.getAttribute("time")), agent(root, "sourceAgent"), agent(root, "destinationAgent"),
                longAttribute(stats, "bytes", 0), done, (int) longAttribute(stats, "totalItems", 0),
                Optional.of(doubleAttribute(stats, "seconds")), OptionalInt.empty(), "", OptionalInt.empty(),
                List.of());
    }

    private static AgentStatus agentStatus(Element root) {
        Map<String, String> entries = new LinkedHashMap<>();
        for (Element entry : children(root, "entry")) {
            entries.put(entry.getAttribute("key"), entry.getTextContent());
        }
        String name = entries.get("agentName");
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("agent status has no agentName entry");
        }
        return new AgentStatus(name.strip(), entries.getOrDefault("queueManager", "").strip(),
                entries.getOrDefault("agentVersion", "").strip(), intEntry(entries, "maxSourceTransfers"),
                intEntry(entries, "maxDestinationTransfers"), intEntry(entries, "maxQueuedTransfers"),
                states(entries.get("SourceTransferStates")), states(entries.get("DestinationTransferStates")),
                entries);
    }

    /** "id=State" pairs separated by white space (line breaks in IBM's example). */
    private static Map<String, String> states(String value) {
        Map<String, String> states = new LinkedHashMap<>();
        if (value != null) {
            for (String pair : value.strip().split("\\s+")) {
                int eq = pair.indexOf('=');
                if (eq > 0) {
                    states.put(pair.substring(0, eq), pair.substring(eq + 1));
                }
            }
        }
        return states;
    }

    private static OptionalInt intEntry(Map<String, String> entries, String key) {
        String value = entries.get(key);
        if (value == null || value.isBlank()) {
            return OptionalInt.empty();
        }
        try {
            return OptionalInt.of(Integer.parseInt(value.strip()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("agent status entry " + key + " = '" + value + "' is not a number");
        }
    }

    private static AgentAddress agent(Element root, String name) {
        Element agent = child(root, name);
        if (agent == null) {
            throw new IllegalArgumentException("transfer " + root.getAttribute("ID") + " has no " + name + " element");
        }
        return new AgentAddress(required(agent, "agent"), required(agent, "QMgr"));
    }

    private static Optional<Instant> time(String text) {
        if (text.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(Instant.parse(text));
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("time '" + text + "' is not an ISO-8601 UTC time");
        }
    }

    private static String required(Element element, String attribute) {
        String value = element.getAttribute(attribute);
        if (value.isEmpty()) {
            throw new IllegalArgumentException("element " + element.getTagName() + " has no " + attribute + " attribute");
        }
        return value;
    }

    private static long longAttribute(Element element, String attribute, long absent) {
        String value = element.getAttribute(attribute);
        if (value.isEmpty()) {
            return absent;
        }
        try {
            return Long.parseLong(value.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(element.getTagName() + "@" + attribute + " = '" + value
                    + "' is not a whole number");
        }
    }

    private static double doubleAttribute(Element element, String attribute) {
        String value = required(element, attribute);
        try {
            return Double.parseDouble(value.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(element.getTagName() + "@" + attribute + " = '" + value
                    + "' is not a number");
        }
    }

    private static int intText(Element element) {
        if (element == null) {
            return 0;
        }
        try {
            return Integer.parseInt(element.getTextContent().strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(element.getTagName() + " = '" + element.getTextContent()
                    + "' is not a whole number");
        }
    }

    private static String text(Element element) {
        return element == null ? "" : element.getTextContent().strip();
    }

    private static Element child(Element parent, String name) {
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && e.getTagName().equals(name)) {
                return e;
            }
        }
        return null;
    }

    private static List<Element> children(Element parent, String name) {
        List<Element> found = new ArrayList<>();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && e.getTagName().equals(name)) {
                found.add(e);
            }
        }
        return found;
    }
}
