package mftwb.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.Platform;
import org.eclipse.jface.action.ToolBarManager;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;

import mftwb.ui.archive.ArchiveAdvisorView;
import mftwb.ui.gettingstarted.GettingStartedView;
import mftwb.ui.help.OpenUserGuideHandler;
import mftwb.ui.help.UserGuide;

/**
 * What a newcomer meets: the Getting Started view on first start, Help > User Guide and Getting
 * Started, Window > Preferences, a "?" on every view's toolbar that opens a part the guide has, the
 * guide being the README, and an Archive Advisor that says what to do before its first advice.
 */
class FirstStartTest {
    /** Every view of the perspective, and the part of the guide its "?" opens. */
    private static final List<String[]> VIEW_PARTS = List.of(
            new String[] { WorkbenchPerspective.PALETTE, "topology" },
            new String[] { WorkbenchPerspective.PROPERTIES, "topology" },
            new String[] { WorkbenchPerspective.PROBLEMS, "topology" },
            new String[] { WorkbenchPerspective.LIVE_MONITOR, "live-monitor" },
            new String[] { WorkbenchPerspective.RESULTS, "results" },
            new String[] { WorkbenchPerspective.PLANNER, "planner" },
            new String[] { WorkbenchPerspective.CONFIGURATION, "configuration" },
            new String[] { WorkbenchPerspective.ARCHIVE_ADVISOR, "archive-advisor" },
            new String[] { WorkbenchPerspective.GETTING_STARTED, "getting-started" });

    private static IWorkbenchWindow window() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow();
    }

    @Test
    void theGettingStartedViewIsOpenAtFirstStartAndHelpBringsItBackOnceClosed() {
        UiThread.run(() -> {
            IWorkbenchPage page = window().getActivePage();
            assertNotNull(page.findView(GettingStartedView.ID), "Getting Started is open at first start");
            page.hideView(page.findView(GettingStartedView.ID));
            assertEquals(null, page.findView(GettingStartedView.ID));
            menuItem("Help", "Getting Started").notifyListeners(org.eclipse.swt.SWT.Selection, new org.eclipse.swt.widgets.Event());
            UiThread.settle();
            assertNotNull(page.findView(GettingStartedView.ID), "Help > Getting Started reopens it");
        });
    }

    /** Every palette tool can be got at in the first layout (the Outline hid the Connection tool). */
    @Test
    void everyPaletteToolIsWithinReach() {
        UiThread.run(() -> {
            mftwb.ui.palette.PaletteView palette = (mftwb.ui.palette.PaletteView) window().getActivePage()
                    .showView(mftwb.ui.palette.PaletteView.ID);
            UiThread.settle();
            for (mftwb.ui.topology.PaletteTool tool : mftwb.ui.topology.PaletteTool.values()) {
                assertTrue(palette.reachable(tool), tool + " is in sight or a scroll away");
            }
        });
    }

    @Test
    void menusOfferTheUserGuideAndThePreferences() {
        UiThread.run(() -> {
            assertNotNull(menuItem("Help", "User Guide"));
            assertNotNull(menuItem("Window", "Preferences"));
        });
    }

    @Test
    void everyViewHasAQuestionMarkOpeningAPartOfTheGuideThatExists() throws Exception {
        String guide = UserGuide.html(UserGuide.markdown());
        UiThread.run(() -> {
            IWorkbenchPage page = window().getActivePage();
            for (String[] viewPart : VIEW_PARTS) {
                IViewPart view = page.showView(viewPart[0]);
                assertEquals(viewPart[1], questionMark(view), viewPart[0]);
                assertTrue(guide.contains(" id=\"" + viewPart[1] + "\""), "the guide has no part " + viewPart[1]);
            }
        });
    }

    @Test
    void theGuideShippedIsTheReadmeRenderedWithItsSections() throws Exception {
        Path readme = Path.of(System.getProperty("basedir", "."), "../../README.md").normalize();
        assertEquals(Files.readString(readme, StandardCharsets.UTF_8), UserGuide.markdown(),
                "the guide in the product is not the README");
        String address = OpenUserGuideHandler.address(Optional.of("planner"));
        assertTrue(address.startsWith("file:/") && address.endsWith("user-guide.html#planner"), address);
        String page = Files.readString(Path.of(java.net.URI.create(address.replaceFirst("#.*", ""))));
        for (String section : List.of("set-up-a-fresh-debian-machine-with-a-jdk-21-or-newer", "command-line",
                "in-the-workbench", "getting-started", "test-campaigns", "layout")) {
            assertTrue(page.contains("<h2 id=\"" + section + "\">"), "no section " + section + " in the guide");
        }
        assertTrue(page.contains("<table>"), "the README's tables render as tables");
    }

    @Test
    void theArchiveAdvisorSaysWhatToDoBeforeItsFirstAdvice() {
        UiThread.run(() -> {
            IWorkbenchPage page = window().getActivePage();
            IViewPart old = page.findView(ArchiveAdvisorView.ID);
            if (old != null) {
                page.hideView(old);
            }
            ArchiveAdvisorView view = (ArchiveAdvisorView) page.showView(ArchiveAdvisorView.ID);
            UiThread.settle();
            assertFalse(view.showsCharts(), "no empty charts before the first advice");
            Screenshots.save(window().getShell(), "archive-advisor-empty");
        });
    }

    /** The part of the guide that the "?" on the view's toolbar opens; fails when the toolbar has no "?". */
    private static String questionMark(IViewPart view) {
        String id = view.getViewSite().getId();
        ToolBar toolBar = ((ToolBarManager) view.getViewSite().getActionBars().getToolBarManager()).getControl();
        List<String> shown = new ArrayList<>();
        for (ToolItem item : toolBar.getItems()) {
            shown.add(item.getToolTipText());
        }
        assertTrue(shown.stream().anyMatch(tip -> tip != null && tip.startsWith("Help on ") && tip.endsWith("(User Guide)")),
                id + " has no \"?\" on its toolbar: " + shown);
        for (IConfigurationElement contribution : Platform.getExtensionRegistry()
                .getConfigurationElementsFor("org.eclipse.ui.menus")) {
            if (contribution.getAttribute("locationURI").startsWith("toolbar:" + id + "?")) {
                for (IConfigurationElement command : contribution.getChildren("command")) {
                    if (OpenUserGuideHandler.COMMAND.equals(command.getAttribute("commandId"))) {
                        for (IConfigurationElement parameter : command.getChildren("parameter")) {
                            if (OpenUserGuideHandler.PART.equals(parameter.getAttribute("name"))) {
                                return parameter.getAttribute("value");
                            }
                        }
                    }
                }
            }
        }
        throw new AssertionError(id + ": its \"?\" names no part of the guide");
    }

    private static MenuItem menuItem(String menu, String item) {
        for (MenuItem top : window().getShell().getMenuBar().getItems()) {
            if (top.getText().replace("&", "").equals(menu)) {
                Menu sub = top.getMenu();
                sub.notifyListeners(org.eclipse.swt.SWT.Show, new org.eclipse.swt.widgets.Event());
                for (MenuItem candidate : sub.getItems()) {
                    if (candidate.getText().replace("&", "").replaceAll("\t.*", "").replace("...", "").equals(item)) {
                        return candidate;
                    }
                }
            }
        }
        throw new AssertionError("no " + menu + " > " + item);
    }
}
