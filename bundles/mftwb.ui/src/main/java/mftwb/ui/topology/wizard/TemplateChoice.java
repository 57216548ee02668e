package mftwb.ui.topology.wizard;

import java.util.function.Supplier;

/** A topology a user can start from: its title, what it models, and the document to write. */
public record TemplateChoice(String title, String description, String suggestedFileName, Supplier<String> document) {
}
