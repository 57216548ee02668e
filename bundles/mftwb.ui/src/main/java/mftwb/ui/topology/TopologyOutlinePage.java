package mftwb.ui.topology;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Consumer;

import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.ISelectionChangedListener;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.SelectionChangedEvent;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.viewers.Viewer;
import org.eclipse.jface.viewers.ViewerFilter;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.part.Page;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;

import mftwb.model.Agent;
import mftwb.model.FileServer;
import mftwb.model.QueueManager;
import mftwb.model.Topology;

/**
 * The Outline of a topology: hosts, the queue managers on each with their agents, then agents of
 * other hosts' queue managers and file servers; a filter box keeps the elements whose name
 * contains the text (and what leads to them). Selecting here selects and reveals on the canvas,
 * and selecting on the canvas selects here. Tree elements are the canvas's diagram ids.
 */
final class TopologyOutlinePage extends Page implements IContentOutlinePage {
    private final TopologyEditor editor;
    private final List<ISelectionChangedListener> listeners = new ArrayList<>();
    private final Consumer<Topology> refresh = t -> refresh();
    private final ISelectionChangedListener canvasSelection = e -> followCanvas();
    private Composite body;
    private Text filter;
    private TreeViewer tree;
    /** True while the page itself sets the tree's selection, so it does not echo back to the canvas. */
    private boolean following;

    TopologyOutlinePage(TopologyEditor editor) {
        this.editor = editor;
    }

    @Override
    public void createControl(Composite parent) {
        body = new Composite(parent, SWT.NONE);
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        body.setLayout(layout);
        filter = new Text(body, SWT.SEARCH | SWT.ICON_SEARCH | SWT.ICON_CANCEL);
        filter.setMessage("Filter by name");
        filter.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        tree = new TreeViewer(body, SWT.MULTI | SWT.H_SCROLL | SWT.V_SCROLL);
        tree.getControl().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        tree.setUseHashlookup(true);
        tree.setContentProvider(new Content());
        tree.setLabelProvider(new LabelProvider() {
            @Override
            public String getText(Object element) {
                return label((String) element);
            }
        });
        tree.addFilter(new NameFilter());
        tree.setInput(editor);
        filter.addListener(SWT.Modify, e -> {
            tree.refresh();
            if (!filter.getText().isBlank()) {
                tree.expandAll();
            }
        });
        tree.addSelectionChangedListener(this::treeSelected);
        editor.onChange(refresh);
        editor.addSelectionChangedListener(canvasSelection);
        followCanvas();
    }

    private Topology topology() {
        return editor.topology().orElseThrow();
    }

    private void refresh() {
        if (tree != null && !tree.getControl().isDisposed()) {
            tree.refresh();
        }
    }

    private void treeSelected(SelectionChangedEvent event) {
        if (!following) {
            Set<String> ids = new LinkedHashSet<>();
            ((IStructuredSelection) event.getSelection()).forEach(o -> ids.add((String) o));
            editor.reveal(ids);
        }
        // What the page offers the workbench is the editor's selection, so Properties edits the element.
        SelectionChangedEvent mine = new SelectionChangedEvent(this, getSelection());
        List.copyOf(listeners).forEach(l -> l.selectionChanged(mine));
    }

    private void followCanvas() {
        if (tree == null || tree.getControl().isDisposed()) {
            return;
        }
        List<String> shown = editor.canvas().selection().stream().filter(id -> id.contains(":") && isOutlined(id)).toList();
        following = true;
        try {
            tree.setSelection(new StructuredSelection(shown), true);
        } finally {
            following = false;
        }
    }

    private static boolean isOutlined(String id) {
        return id.startsWith(TopologyDiagram.HOST) || id.startsWith(TopologyDiagram.QM) || id.startsWith(TopologyDiagram.AGENT)
                || id.startsWith(TopologyDiagram.SERVER);
    }

    private String label(String id) {
        String name = TopologyDiagram.nameOf(id);
        if (id.startsWith(TopologyDiagram.HOST)) {
            return name + "  (host)";
        }
        if (id.startsWith(TopologyDiagram.QM)) {
            return name + "  (queue manager)";
        }
        if (id.startsWith(TopologyDiagram.AGENT)) {
            boolean bridge = topology().agentNamed(name).map(Agent::isBridge).orElse(false);
            return name + (bridge ? "  (bridge agent)" : "  (agent)");
        }
        return name + "  (file server)";
    }

    /** hosts > queue managers > their agents; agents of other hosts' QMs and file servers directly under the host. */
    private final class Content implements ITreeContentProvider {
        @Override
        public Object[] getElements(Object input) {
            return topology().hosts().stream().map(h -> TopologyDiagram.HOST + h.name()).toArray();
        }

        @Override
        public Object[] getChildren(Object parent) {
            String id = (String) parent;
            String name = TopologyDiagram.nameOf(id);
            Topology t = topology();
            List<String> children = new ArrayList<>();
            if (id.startsWith(TopologyDiagram.HOST)) {
                List<QueueManager> qms = t.queueManagersOn(name);
                qms.forEach(q -> children.add(TopologyDiagram.QM + q.name()));
                t.agentsOn(name).stream().filter(a -> qms.stream().noneMatch(q -> q.name().equals(a.queueManagerName())))
                        .forEach(a -> children.add(TopologyDiagram.AGENT + a.name()));
                t.fileServersOn(name).stream().map(FileServer::name).forEach(s -> children.add(TopologyDiagram.SERVER + s));
            } else if (id.startsWith(TopologyDiagram.QM)) {
                t.queueManagerNamed(name).ifPresent(q -> t.agentsOn(q.hostName()).stream()
                        .filter(a -> a.queueManagerName().equals(q.name())).forEach(a -> children.add(TopologyDiagram.AGENT + a.name())));
            }
            return children.toArray();
        }

        @Override
        public Object getParent(Object element) {
            String id = (String) element;
            String name = TopologyDiagram.nameOf(id);
            Topology t = topology();
            if (id.startsWith(TopologyDiagram.QM)) {
                return t.queueManagerNamed(name).map(q -> TopologyDiagram.HOST + q.hostName()).orElse(null);
            }
            if (id.startsWith(TopologyDiagram.AGENT)) {
                return t.agentNamed(name).map(a -> t.queueManagerNamed(a.queueManagerName())
                        .filter(q -> q.hostName().equals(a.hostName())).map(q -> TopologyDiagram.QM + q.name())
                        .orElse(TopologyDiagram.HOST + a.hostName())).orElse(null);
            }
            if (id.startsWith(TopologyDiagram.SERVER)) {
                return t.fileServerNamed(name).map(s -> TopologyDiagram.HOST + s.hostName()).orElse(null);
            }
            return null;
        }

        @Override
        public boolean hasChildren(Object element) {
            return getChildren(element).length > 0;
        }

        @Override
        public void inputChanged(Viewer viewer, Object oldInput, Object newInput) {
            // the input is the editor; its topology is read on every call
        }
    }

    /** Keeps elements whose name contains the filter text, and those with such a descendant. */
    private final class NameFilter extends ViewerFilter {
        @Override
        public boolean select(Viewer viewer, Object parent, Object element) {
            String wanted = filter.getText().strip().toLowerCase(Locale.ROOT);
            return wanted.isEmpty() || matches((String) element, wanted);
        }

        private boolean matches(String id, String wanted) {
            if (TopologyDiagram.nameOf(id).toLowerCase(Locale.ROOT).contains(wanted)) {
                return true;
            }
            for (Object child : ((Content) tree.getContentProvider()).getChildren(id)) {
                if (matches((String) child, wanted)) {
                    return true;
                }
            }
            return false;
        }
    }

    /** The filter box, for tests and for focusing it. */
    Text filter() {
        return filter;
    }

    TreeViewer tree() {
        return tree;
    }

    @Override
    public Control getControl() {
        return body;
    }

    @Override
    public void setFocus() {
        filter.setFocus();
    }

    @Override
    public void dispose() {
        editor.removeChangeListener(refresh);
        editor.removeSelectionChangedListener(canvasSelection);
        super.dispose();
    }

    @Override
    public void addSelectionChangedListener(ISelectionChangedListener listener) {
        listeners.add(listener);
    }

    @Override
    public void removeSelectionChangedListener(ISelectionChangedListener listener) {
        listeners.remove(listener);
    }

    @Override
    public ISelection getSelection() {
        return editor.getSelection();
    }

    @Override
    public void setSelection(ISelection selection) {
        editor.setSelection(selection);
    }
}
