package mftwb.runner.mft;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

import mftwb.mq.AgentAddress;
import mftwb.mq.TransferItem;
import mftwb.mq.TransferRequest;

/**
 * The SYSTEM.FTE publications an agent would make for one transfer request, built from IBM's
 * documented examples in {@code src/test/resources/fte} with the request's transfer id, agents,
 * items and totals written in. Only values change; every element and attribute name is IBM's.
 */
final class IbmPublications {
    private final TransferRequest request;
    private final String transferId;

    IbmPublications(TransferRequest request, String transferId) {
        this.request = request;
        this.transferId = transferId;
    }

    String logTopic() {
        return "Log/" + request.sourceAgent().agent() + "/" + transferId;
    }

    String statusTopic() {
        return "Transfers/" + request.sourceAgent().agent() + "/" + transferId;
    }

    /** "Single file transfer - started", for all of the request's items. */
    String started() {
        Document d = template("log-started.xml");
        Element set = transaction(d);
        set.setAttribute("total", Integer.toString(request.items().size()));
        return text(d);
    }

    /** "Single file transfer" status: {@code bytes} sent, item {@code currentItem} (1-based) half or fully sent. */
    String status(long bytes, int currentItem, boolean currentDone) {
        Document d = template("status-single.xml");
        Element root = d.getDocumentElement();
        root.setAttribute("ID", transferId);
        agents(root);
        Element set = child(root, "transferSet");
        set.setAttribute("time", Instant.now().toString());
        Element stats = child(set, "stats");
        stats.setAttribute("bytes", Long.toString(bytes));
        stats.setAttribute("currentItem", Integer.toString(currentItem));
        stats.setAttribute("totalItems", Integer.toString(request.items().size()));
        Element current = child(set, "current");
        current.setAttribute("size", "1000");
        current.setAttribute("transferred", currentDone ? "1000" : "500");
        TransferItem item = request.items().get(currentItem - 1);
        child(child(current, "source"), "file").setTextContent(item.source());
        child(child(current, "destination"), "file").setTextContent(item.destination());
        return text(d);
    }

    /**
     * "Single file transfer - progress" listing items {@code from} (0-based) to {@code to}
     * (exclusive), each of {@code sizeBytes}, with one result code and supplement for all.
     */
    String progress(int from, int to, long sizeBytes, long bytesSent, int resultCode, String supplement) {
        Document d = template("log-progress.xml");
        Element set = transaction(d);
        set.setAttribute("bytesSent", Long.toString(bytesSent));
        Element example = child(set, "item");
        for (TransferItem item : request.items().subList(from, to)) {
            Element copy = (Element) example.cloneNode(true);
            copy.setAttribute("mode", item.mode().xml);
            Element source = child(child(copy, "source"), "file");
            source.setTextContent(item.source());
            source.setAttribute("size", Long.toString(sizeBytes));
            Element destination = child(child(copy, "destination"), "file");
            destination.setTextContent(item.destination() + item.source().substring(item.source().lastIndexOf('/')));
            destination.setAttribute("size", Long.toString(sizeBytes));
            Element status = child(copy, "status");
            status.setAttribute("resultCode", Integer.toString(resultCode));
            if (!supplement.isEmpty()) {
                status.appendChild(d.createElement("supplement")).setTextContent(supplement);
            }
            set.insertBefore(copy, example);
        }
        set.removeChild(example);
        return text(d);
    }

    /** "Single file transfer - completed" (BFGRP0032I) with every item done. */
    String completed(long bytesSent) {
        Document d = template("log-completed.xml");
        Element set = transaction(d);
        set.setAttribute("bytesSent", Long.toString(bytesSent));
        return text(d);
    }

    /** "File transfer failure - completed" (result code 40, BFGRP0034I): no item transferred. */
    String failedCompleted() {
        Document d = template("log-failed-completed.xml");
        transaction(d);
        child(child(d.getDocumentElement(), "statistics"), "numFileFailures")
                .setTextContent(Integer.toString(request.items().size()));
        return text(d);
    }

    /** Sets the log message's id, agents and action time; returns its transferSet with the item total. */
    private Element transaction(Document d) {
        Element root = d.getDocumentElement();
        root.setAttribute("ID", transferId);
        agents(root);
        child(root, "action").setAttribute("time", Instant.now().toString());
        Element set = child(root, "transferSet");
        set.setAttribute("total", Integer.toString(request.items().size()));
        return set;
    }

    private void agents(Element root) {
        agent(child(root, "sourceAgent"), request.sourceAgent());
        agent(child(root, "destinationAgent"), request.destinationAgent());
    }

    private static void agent(Element element, AgentAddress address) {
        element.setAttribute("agent", address.agent());
        element.setAttribute("QMgr", address.queueManager());
    }

    private static Element child(Element parent, String name) {
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && e.getTagName().equals(name)) {
                return e;
            }
        }
        throw new IllegalStateException("IBM's example has no <" + name + "> under <" + parent.getTagName() + ">");
    }

    static String sample(String name) {
        try (InputStream in = IbmPublications.class.getResourceAsStream("/fte/" + name)) {
            if (in == null) {
                throw new IllegalStateException("test resource /fte/" + name + " is not on the class path");
            }
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Document template(String name) {
        try {
            return DocumentBuilderFactory.newInstance().newDocumentBuilder()
                    .parse(new org.xml.sax.InputSource(new java.io.StringReader(sample(name))));
        } catch (Exception e) {
            throw new IllegalStateException("cannot read " + name, e);
        }
    }

    private static String text(Document d) {
        try {
            StringWriter out = new StringWriter();
            var transformer = TransformerFactory.newInstance().newTransformer();
            transformer.setOutputProperty(OutputKeys.ENCODING, "UTF-8");
            transformer.transform(new DOMSource(d), new StreamResult(out));
            return out.toString();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Every publication of a successful transfer: started, then per item a status message half-way
     * and a log progress message, then completed. Byte counts carry 64 bytes of MFT overhead per item.
     */
    List<InProcessMft.Publication> success(long sizeBytes) {
        List<InProcessMft.Publication> all = new ArrayList<>();
        all.add(log(started()));
        int n = request.items().size();
        for (int i = 1; i <= n; i++) {
            all.add(status(status((i - 1) * sizeBytes + sizeBytes / 2, i, false)));
            all.add(log(progress(i - 1, i, sizeBytes, i * sizeBytes + 64L * i, 0, "")));
        }
        all.add(log(completed(n * sizeBytes + 64L * n)));
        return all;
    }

    InProcessMft.Publication log(String xml) {
        return new InProcessMft.Publication(logTopic(), xml);
    }

    InProcessMft.Publication status(String xml) {
        return new InProcessMft.Publication(statusTopic(), xml);
    }
}
