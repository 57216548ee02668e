package mftwb.mq;

import java.io.StringWriter;

import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * Writes a {@link TransferRequest} or a {@link CancelRequest} in the MFT request message format
 * (schema FileTransfer.xsd, shipped in {@code mqft/samples/schema}): no namespace, root
 * {@code request} or {@code cancel} with {@code version="4.00"}. StAX does the escaping; elements
 * and attributes are written in schema order, so equal requests give byte-identical messages
 * (handy for diffs and for tests).
 */
public final class TransferRequestXml {
    public static final String VERSION = "4.00";
    private static final String XSI = "http://www.w3.org/2001/XMLSchema-instance";

    private TransferRequestXml() {
    }

    public static String toXml(TransferRequest request) {
        return document("request", w -> {
            w.start("managedTransfer");
            originator(w, request.originatorHost(), request.originatorUser());
            agent(w, "sourceAgent", request.sourceAgent());
            agent(w, "destinationAgent", request.destinationAgent());
            w.start("transferSet");
            w.xml.writeAttribute("priority", Integer.toString(request.priority()));
            for (TransferItem item : request.items()) {
                item(w, item);
            }
            w.end();
            w.end();
        });
    }

    /** {@code cancel > originator, transfer}: the root FileTransfer.xsd defines for canceling a transfer. */
    public static String toXml(CancelRequest request) {
        return document("cancel", w -> {
            originator(w, request.originatorHost(), request.originatorUser());
            w.textElement("transfer", request.transferId());
        });
    }

    private interface Body {
        void write(Indenting w) throws XMLStreamException;
    }

    private static String document(String root, Body body) {
        StringWriter text = new StringWriter();
        try {
            XMLStreamWriter xml = XMLOutputFactory.newFactory().createXMLStreamWriter(text);
            Indenting w = new Indenting(xml);
            xml.writeStartDocument("UTF-8", "1.0");
            w.start(root);
            xml.writeNamespace("xsi", XSI);
            xml.writeAttribute("version", VERSION);
            xml.writeAttribute("xsi", XSI, "noNamespaceSchemaLocation", "FileTransfer.xsd");
            body.write(w);
            w.end();
            xml.writeCharacters("\n");
            xml.writeEndDocument();
            xml.close();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("cannot write " + root + " XML", e);
        }
        return text.toString();
    }

    private static void originator(Indenting w, String hostName, String userId) throws XMLStreamException {
        w.start("originator");
        w.textElement("hostName", hostName);
        w.textElement("userID", userId);
        w.end();
    }

    private static void agent(Indenting w, String element, AgentAddress address) throws XMLStreamException {
        w.empty(element);
        w.xml.writeAttribute("agent", address.agent());
        w.xml.writeAttribute("QMgr", address.queueManager());
    }

    private static void item(Indenting w, TransferItem item) throws XMLStreamException {
        w.start("item");
        w.xml.writeAttribute("mode", item.mode().xml);
        w.xml.writeAttribute("checksumMethod", item.checksum().xml);
        w.start("source");
        w.xml.writeAttribute("recursive", Boolean.toString(item.recursive()));
        w.xml.writeAttribute("disposition", item.sourceDisposition().xml);
        w.textElement("file", item.source());
        w.end();
        w.start("destination");
        w.xml.writeAttribute("type", item.destinationType().xml);
        w.xml.writeAttribute("exist", item.exist().xml);
        w.textElement("file", item.destination());
        w.end();
        w.end();
    }

    /** Two-space indentation; StAX has none of its own. */
    private static final class Indenting {
        final XMLStreamWriter xml;
        private int depth;

        Indenting(XMLStreamWriter xml) {
            this.xml = xml;
        }

        void start(String name) throws XMLStreamException {
            newline();
            xml.writeStartElement(name);
            depth++;
        }

        void empty(String name) throws XMLStreamException {
            newline();
            xml.writeEmptyElement(name);
        }

        void textElement(String name, String value) throws XMLStreamException {
            newline();
            xml.writeStartElement(name);
            xml.writeCharacters(value);
            xml.writeEndElement();
        }

        void end() throws XMLStreamException {
            depth--;
            newline();
            xml.writeEndElement();
        }

        private void newline() throws XMLStreamException {
            xml.writeCharacters("\n" + "  ".repeat(depth));
        }
    }
}
