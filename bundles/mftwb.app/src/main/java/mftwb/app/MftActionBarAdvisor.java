package mftwb.app;

import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.ui.IWorkbenchActionConstants;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.actions.ContributionItemFactory;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.actions.ActionFactory.IWorkbenchAction;
import org.eclipse.ui.application.ActionBarAdvisor;
import org.eclipse.ui.application.IActionBarConfigurer;

/** The standard workbench menus; feature bundles contribute their own items through menu extensions. */
final class MftActionBarAdvisor extends ActionBarAdvisor {

    MftActionBarAdvisor(IActionBarConfigurer configurer) {
        super(configurer);
    }

    private IWorkbenchAction make(ActionFactory factory, IWorkbenchWindow window) {
        IWorkbenchAction action = factory.create(window);
        register(action);
        return action;
    }

    @Override
    protected void fillMenuBar(IMenuManager menuBar) {
        IWorkbenchWindow window = getActionBarConfigurer().getWindowConfigurer().getWindow();

        MenuManager file = new MenuManager("&File", IWorkbenchActionConstants.M_FILE);
        file.add(new Separator(IWorkbenchActionConstants.FILE_START));
        file.add(new Separator(IWorkbenchActionConstants.MB_ADDITIONS));
        file.add(make(ActionFactory.SAVE, window));
        file.add(make(ActionFactory.SAVE_AS, window));
        file.add(make(ActionFactory.CLOSE, window));
        file.add(new Separator());
        file.add(make(ActionFactory.QUIT, window));
        file.add(new Separator(IWorkbenchActionConstants.FILE_END));

        MenuManager edit = new MenuManager("&Edit", IWorkbenchActionConstants.M_EDIT);
        edit.add(new Separator(IWorkbenchActionConstants.EDIT_START));
        edit.add(make(ActionFactory.UNDO, window));
        edit.add(make(ActionFactory.REDO, window));
        edit.add(new Separator());
        edit.add(make(ActionFactory.DELETE, window));
        edit.add(make(ActionFactory.SELECT_ALL, window));
        edit.add(make(ActionFactory.FIND, window));
        edit.add(new Separator(IWorkbenchActionConstants.MB_ADDITIONS));
        edit.add(new Separator(IWorkbenchActionConstants.EDIT_END));

        MenuManager windowMenu = new MenuManager("&Window", IWorkbenchActionConstants.M_WINDOW);
        // Views closed by mistake come back from here (Progress among them, to stop a campaign).
        MenuManager showView = new MenuManager("Show &View");
        showView.add(ContributionItemFactory.VIEWS_SHORTLIST.create(window));
        windowMenu.add(showView);
        windowMenu.add(make(ActionFactory.SHOW_VIEW_MENU, window));
        windowMenu.add(make(ActionFactory.RESET_PERSPECTIVE, window));
        windowMenu.add(new Separator(IWorkbenchActionConstants.MB_ADDITIONS));
        windowMenu.add(new Separator());
        windowMenu.add(make(ActionFactory.PREFERENCES, window));

        MenuManager help = new MenuManager("&Help", IWorkbenchActionConstants.M_HELP);
        help.add(new Separator(IWorkbenchActionConstants.MB_ADDITIONS));
        help.add(make(ActionFactory.ABOUT, window));

        menuBar.add(file);
        menuBar.add(edit);
        menuBar.add(new Separator(IWorkbenchActionConstants.MB_ADDITIONS));
        menuBar.add(windowMenu);
        menuBar.add(help);
    }
}
