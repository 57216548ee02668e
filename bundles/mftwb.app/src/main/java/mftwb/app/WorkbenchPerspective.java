package mftwb.app;

import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;

/**
 * One perspective for the whole product: the palette beside the topology canvas, properties of
 * the selection on the right, and the views that report on the network (problems, live monitor,
 * results, planner, configuration, archive advisor) stacked underneath, where wide charts fit.
 */
public final class WorkbenchPerspective implements IPerspectiveFactory {
    public static final String ID = "mftwb.app.perspective";

    public static final String PALETTE = "mftwb.ui.palette";
    public static final String PROPERTIES = IPageLayout.ID_PROP_SHEET;
    public static final String PROBLEMS = "mftwb.ui.problems";
    public static final String LIVE_MONITOR = "mftwb.ui.liveMonitor";
    public static final String RESULTS = "mftwb.ui.results";
    public static final String PLANNER = "mftwb.ui.planner";
    public static final String CONFIGURATION = "mftwb.ui.configuration";
    public static final String ARCHIVE_ADVISOR = "mftwb.ui.archiveAdvisor";
    public static final String OUTLINE = IPageLayout.ID_OUTLINE;
    public static final String GETTING_STARTED = "mftwb.ui.gettingStarted";

    @Override
    public void createInitialLayout(IPageLayout layout) {
        String editorArea = layout.getEditorArea();
        layout.setEditorAreaVisible(true);
        layout.addView(PALETTE, IPageLayout.LEFT, 0.16f, editorArea);
        // The palette keeps room for all its tools at the default size (it scrolls when shorter).
        layout.addView(OUTLINE, IPageLayout.BOTTOM, 0.62f, PALETTE);
        // Above Properties at first start (both in sight); once closed, Properties has the column.
        layout.addView(GETTING_STARTED, IPageLayout.RIGHT, 0.70f, editorArea);
        layout.addView(PROPERTIES, IPageLayout.BOTTOM, 0.55f, GETTING_STARTED);
        IFolderLayout bottom = layout.createFolder("mftwb.app.bottom", IPageLayout.BOTTOM, 0.62f, editorArea);
        bottom.addView(PROBLEMS);
        bottom.addView(LIVE_MONITOR);
        bottom.addView(RESULTS);
        bottom.addView(PLANNER);
        bottom.addView(CONFIGURATION);
        bottom.addView(ARCHIVE_ADVISOR);
        for (String id : new String[] { PALETTE, PROPERTIES, PROBLEMS, LIVE_MONITOR, RESULTS, PLANNER, CONFIGURATION,
                ARCHIVE_ADVISOR, OUTLINE, GETTING_STARTED }) {
            layout.getViewLayout(id).setCloseable(true);
            layout.addShowViewShortcut(id);
        }
        layout.addShowViewShortcut(IPageLayout.ID_PROGRESS_VIEW);
    }
}
