package mftwb.mq;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.List;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.xml.sax.InputSource;

import mftwb.mq.TransferItem.ChecksumMethod;
import mftwb.mq.TransferItem.DestinationType;
import mftwb.mq.TransferItem.ExistAction;
import mftwb.mq.TransferItem.SourceDisposition;
import mftwb.mq.TransferItem.TransferMode;

class TransferRequestXmlTest {
    private static final String XSI = "http://www.w3.org/2001/XMLSchema-instance";

    private final TransferRequest request = new TransferRequest(AgentAddress.parse("AGENT_JUPITER@QM_JUPITER"),
            AgentAddress.parse("agent_saturn@QM_SATURN"), 3, "lab.example.com", "mqm",
            List.of(TransferItem.file("/data/in/a&b <1>.bin", "/data/out/a.bin", TransferMode.BINARY,
                    ChecksumMethod.MD5),
                    new TransferItem("C:\\in\\Grüße \"q\".txt", "/data/out", TransferMode.TEXT, ChecksumMethod.NONE,
                            SourceDisposition.DELETE, true, DestinationType.DIRECTORY, ExistAction.OVERWRITE)));

    private static Document parse(String xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder().parse(new InputSource(new StringReader(xml)));
    }

    private static Element only(Element parent, String name) {
        List<Element> found = children(parent, name);
        assertEquals(1, found.size(), "exactly one <" + name + "> under <" + parent.getTagName() + ">");
        return found.get(0);
    }

    private static List<Element> children(Element parent, String name) {
        List<Element> found = new java.util.ArrayList<>();
        for (var n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && e.getLocalName().equals(name)) {
                found.add(e);
            }
        }
        return found;
    }

    @Test
    void rootCarriesVersionAndNoNamespaceSchemaLocation() throws Exception {
        Element root = parse(TransferRequestXml.toXml(request)).getDocumentElement();
        assertEquals("request", root.getLocalName());
        assertEquals(null, root.getNamespaceURI(), "FileTransfer.xsd has no target namespace");
        assertEquals("4.00", root.getAttribute("version"));
        assertEquals("FileTransfer.xsd", root.getAttributeNS(XSI, "noNamespaceSchemaLocation"));
    }

    @Test
    void managedTransferNamesOriginatorAndBothAgents() throws Exception {
        Element managed = only(parse(TransferRequestXml.toXml(request)).getDocumentElement(), "managedTransfer");
        Element originator = only(managed, "originator");
        assertEquals("lab.example.com", only(originator, "hostName").getTextContent());
        assertEquals("mqm", only(originator, "userID").getTextContent());
        Element source = only(managed, "sourceAgent");
        assertEquals("AGENT_JUPITER", source.getAttribute("agent"));
        assertEquals("QM_JUPITER", source.getAttribute("QMgr"));
        Element destination = only(managed, "destinationAgent");
        assertEquals("AGENT_SATURN", destination.getAttribute("agent"), "agent names are folded to upper case");
        assertEquals("QM_SATURN", destination.getAttribute("QMgr"));
        assertEquals("3", only(managed, "transferSet").getAttribute("priority"));
    }

    @Test
    void everyItemKeepsItsModeChecksumDispositionAndEscapedFileNames() throws Exception {
        Element set = only(only(parse(TransferRequestXml.toXml(request)).getDocumentElement(), "managedTransfer"),
                "transferSet");
        List<Element> items = children(set, "item");
        assertEquals(2, items.size());

        Element first = items.get(0);
        assertEquals("binary", first.getAttribute("mode"));
        assertEquals("MD5", first.getAttribute("checksumMethod"));
        Element source = only(first, "source");
        assertEquals("false", source.getAttribute("recursive"));
        assertEquals("leave", source.getAttribute("disposition"));
        assertEquals("/data/in/a&b <1>.bin", only(source, "file").getTextContent());
        Element destination = only(first, "destination");
        assertEquals("file", destination.getAttribute("type"));
        assertEquals("error", destination.getAttribute("exist"));
        assertEquals("/data/out/a.bin", only(destination, "file").getTextContent());

        Element second = items.get(1);
        assertEquals("text", second.getAttribute("mode"));
        assertEquals("none", second.getAttribute("checksumMethod"));
        assertEquals("true", only(second, "source").getAttribute("recursive"));
        assertEquals("delete", only(second, "source").getAttribute("disposition"));
        assertEquals("C:\\in\\Grüße \"q\".txt", only(only(second, "source"), "file").getTextContent());
        assertEquals("directory", only(second, "destination").getAttribute("type"));
        assertEquals("overwrite", only(second, "destination").getAttribute("exist"));
    }

    @Test
    void sameRequestGivesByteIdenticalXmlInSchemaOrder() {
        String xml = TransferRequestXml.toXml(request);
        assertEquals(xml, TransferRequestXml.toXml(request));
        assertTrue(xml.startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<request"), xml);
        int originator = xml.indexOf("<originator>");
        int source = xml.indexOf("<sourceAgent ");
        int destination = xml.indexOf("<destinationAgent ");
        int set = xml.indexOf("<transferSet ");
        assertTrue(originator < source && source < destination && destination < set, xml);
        assertTrue(xml.contains("a&amp;b &lt;1&gt;.bin"), xml);
    }

    @Test
    void cancelIsItsOwnRootNamingOriginatorAndTransfer() throws Exception {
        String id = "414d51205553322e42494e44494e47538b0f404d223d0020";
        Element root = parse(TransferRequestXml.toXml(new CancelRequest(AgentAddress.parse("AGENT_JUPITER@QM_JUPITER"),
                id, "lab.example.com", "mqm"))).getDocumentElement();
        assertEquals("cancel", root.getLocalName());
        assertEquals(null, root.getNamespaceURI());
        assertEquals("4.00", root.getAttribute("version"));
        assertEquals("FileTransfer.xsd", root.getAttributeNS(XSI, "noNamespaceSchemaLocation"));
        Element originator = only(root, "originator");
        assertEquals("lab.example.com", only(originator, "hostName").getTextContent());
        assertEquals("mqm", only(originator, "userID").getTextContent());
        assertEquals(id, only(root, "transfer").getTextContent());
    }

    @Test
    void cancelRefusesWhatIsNotATransferId() {
        AgentAddress agent = AgentAddress.parse("A@QM");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new CancelRequest(agent, "414d</transfer>", "h", "u"));
        assertTrue(e.getMessage().contains("48 hex digits"), e.getMessage());
    }

    @Test
    void controlCharacterInFileNameIsRefusedWithItsPosition() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> TransferItem.file("/in/a\u0001b", "/out", TransferMode.BINARY, ChecksumMethod.NONE));
        assertTrue(e.getMessage().contains("U+0001 at position 6"), e.getMessage());
    }
}
