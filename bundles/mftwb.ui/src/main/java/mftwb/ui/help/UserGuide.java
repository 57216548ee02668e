package mftwb.ui.help;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.Heading;
import org.commonmark.node.ListItem;
import org.commonmark.node.Node;
import org.commonmark.node.Paragraph;
import org.commonmark.node.StrongEmphasis;
import org.commonmark.node.Text;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.AttributeProvider;
import org.commonmark.renderer.html.HtmlRenderer;

import mftwb.model.AtomicFile;

/**
 * The user guide shipped with the product: the repository's README (copied into this bundle by the
 * build, so guide and README cannot drift) rendered to HTML with commonmark-java. Every heading gets
 * an id, and so does every list item that starts with a bold name ("**Planner**: ..."), which is how
 * the README introduces each view; a view's "?" opens the guide at that id.
 */
public final class UserGuide {
    /** Where the build puts the README inside this bundle. */
    static final String README = "/help/README.md";
    private static final List<org.commonmark.Extension> EXTENSIONS = List.of(TablesExtension.create());

    private UserGuide() {
    }

    /** The README as shipped in this bundle. */
    public static String markdown() throws IOException {
        URL resource = UserGuide.class.getResource(README);
        if (resource == null) {
            throw new IOException("the user guide is missing from the product (" + README + ")");
        }
        try (InputStream in = resource.openStream()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** The guide as one HTML page. */
    public static String html(String markdown) {
        Node document = Parser.builder().extensions(EXTENSIONS).build().parse(markdown);
        String body = HtmlRenderer.builder().extensions(EXTENSIONS)
                .attributeProviderFactory(context -> new Anchors()).build().render(document);
        return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>MFT Performance Workbench: User Guide"
                + "</title><style>body{font-family:sans-serif;max-width:60em;margin:1em auto;padding:0 1em;line-height:1.45}"
                + "code,pre{background:#f3f3f3}pre{padding:.5em;overflow-x:auto}table{border-collapse:collapse}"
                + "td,th{border:1px solid #ccc;padding:.2em .5em}:target{background:#fff6c8}</style></head><body>\n"
                + body + "</body></html>\n";
    }

    /** Writes the guide into {@code folder} (replacing an older copy) and returns its file. */
    public static Path write(Path folder) throws IOException {
        Path file = folder.resolve("user-guide.html");
        AtomicFile.replace(file, html(markdown()));
        return file;
    }

    /** "In the workbench" becomes "in-the-workbench", "Archive Advisor" "archive-advisor". */
    public static String anchor(String title) {
        return title.strip().toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("(^-|-$)", "");
    }

    private static final class Anchors implements AttributeProvider {
        @Override
        public void setAttributes(Node node, String tagName, Map<String, String> attributes) {
            if (node instanceof Heading) {
                attributes.put("id", anchor(text(node)));
            } else if (node instanceof ListItem && node.getFirstChild() instanceof Paragraph first
                    && first.getFirstChild() instanceof StrongEmphasis name) {
                attributes.put("id", anchor(text(name)));
            }
        }

        private static String text(Node node) {
            StringBuilder text = new StringBuilder();
            for (Node child = node.getFirstChild(); child != null; child = child.getNext()) {
                text.append(child instanceof Text t ? t.getLiteral() : text(child));
            }
            return text.toString();
        }
    }
}
