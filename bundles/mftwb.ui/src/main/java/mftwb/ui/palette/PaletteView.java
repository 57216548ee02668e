package mftwb.ui.palette;

import java.util.EnumMap;
import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.part.ViewPart;

import mftwb.ui.topology.PaletteTool;
import mftwb.ui.topology.TopologyEditor;

/**
 * The designer's tool box. Pressing a tool arms it on the active Topology editor; the editor
 * releases it after one placement or connection, and the button pops back out.
 */
public final class PaletteView extends ViewPart {
    public static final String ID = "mftwb.ui.palette";

    private final Map<PaletteTool, Button> buttons = new EnumMap<>(PaletteTool.class);
    private final Map<PaletteTool, Image> icons = new EnumMap<>(PaletteTool.class);
    private Composite body;

    @Override
    public void createPartControl(Composite parent) {
        // Scrolls when the view is shorter than its tools: at the default layout the Outline below hid
        // the Connection tool and the hint.
        ScrolledComposite scroller = new ScrolledComposite(parent, SWT.V_SCROLL);
        scroller.setExpandHorizontal(true);
        scroller.setExpandVertical(true);
        body = new Composite(scroller, SWT.NONE);
        body.setLayout(new GridLayout(1, false));
        scroller.setContent(body);
        heading("Place");
        for (PaletteTool tool : PaletteTool.values()) {
            if (tool == PaletteTool.LINK) {
                heading("Connect (drag)");
            }
            Button button = new Button(body, SWT.TOGGLE | SWT.LEFT);
            button.setText(tool.label);
            button.setToolTipText(tool.hint);
            button.setImage(icon(body.getDisplay(), tool));
            button.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
            button.addListener(SWT.Selection, e -> pressed(tool, button.getSelection()));
            buttons.put(tool, button);
        }
        Label hint = new Label(body, SWT.WRAP);
        hint.setText("Shift-click or drag a frame to select several. Ctrl+wheel zooms. Esc drops the tool.");
        hint.setForeground(body.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
        GridData hintData = new GridData(SWT.FILL, SWT.TOP, true, false);
        hintData.widthHint = 120;
        hintData.verticalIndent = 12;
        hint.setLayoutData(hintData);
        scroller.addListener(SWT.Resize, e -> scroller.setMinHeight(
                body.computeSize(scroller.getClientArea().width, SWT.DEFAULT).y));
    }

    private void heading(String text) {
        Label label = new Label(body, SWT.NONE);
        label.setText(text);
        GridData data = new GridData(SWT.FILL, SWT.TOP, true, false);
        data.verticalIndent = 6;
        label.setLayoutData(data);
    }

    /** Presses a tool as a user would (tests drive the palette through this). */
    public void press(PaletteTool tool) {
        Button button = buttons.get(tool);
        button.setSelection(true);
        button.notifyListeners(SWT.Selection, null);
    }

    /** Whether the user can get at a tool: in sight, or by scrolling the palette (for tests). */
    public boolean reachable(PaletteTool tool) {
        ScrolledComposite scroller = (ScrolledComposite) body.getParent();
        org.eclipse.swt.graphics.Rectangle bounds = buttons.get(tool).getBounds();
        return bounds.y + bounds.height <= scroller.getClientArea().height
                || scroller.getVerticalBar().isVisible() && scroller.getMinHeight() >= bounds.y + bounds.height;
    }

    /** Shows which tool is armed (null: none), called by the editor when its tool changes. */
    public void showArmed(PaletteTool armed) {
        buttons.forEach((tool, button) -> button.setSelection(tool == armed));
    }

    private void pressed(PaletteTool tool, boolean down) {
        IEditorPart active = getSite().getPage().getActiveEditor();
        if (active instanceof TopologyEditor editor) {
            editor.arm(down ? tool : null);
        } else {
            showArmed(null);
        }
    }

    private Image icon(Display display, PaletteTool tool) {
        Image image = new Image(display, 18, 18);
        GC gc = new GC(image);
        try {
            gc.setAntialias(SWT.ON);
            gc.setBackground(body.getBackground());
            gc.fillRectangle(0, 0, 18, 18);
            if (tool.look != null) {
                gc.setBackground(new Color(tool.look.fill));
                gc.fillRoundRectangle(1, 3, 16, 12, 5, 5);
                gc.setBackground(new Color(tool.look.accent));
                gc.fillRectangle(1, 3, 4, 12);
                gc.setForeground(new Color(tool.look.border));
                gc.drawRoundRectangle(1, 3, 16, 12, 5, 5);
            } else {
                gc.setForeground(new Color(tool.line.color));
                gc.setLineWidth(tool.line.width);
                gc.drawLine(2, 15, 16, 3);
            }
        } finally {
            gc.dispose();
        }
        icons.put(tool, image);
        return image;
    }

    @Override
    public void setFocus() {
        body.setFocus();
    }

    @Override
    public void dispose() {
        icons.values().forEach(Image::dispose);
        super.dispose();
    }
}
