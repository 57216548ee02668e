package mftwb.ui.monitor;

import java.net.URI;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

/**
 * Which Prometheus server and which of its node_exporter instances to chart, for hosts that allow
 * no SSH sampling. Checked as typed; the server and instance themselves are checked on connecting,
 * and a failure (unreachable, unknown instance, no CPU series) shows on the host's chart.
 */
public final class PrometheusHostDialog extends CheckedDialog {
    private Text server;
    private Text instance;
    private URI serverUrl;
    private String instanceName;

    public PrometheusHostDialog(Shell parent) {
        super(parent);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        setTitle("Monitor a host via Prometheus");
        setMessage("CPU by mode from a Prometheus server that scrapes the host's node_exporter: no SSH login needed.");
        Composite area = (Composite) super.createDialogArea(parent);
        Composite form = new Composite(area, SWT.NONE);
        form.setLayout(new GridLayout(2, false));
        form.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        server = field(form, "Prometheus URL:", "http://prometheus.example.com:9090");
        instance = field(form, "Instance:", "the node_exporter target's instance label, e.g. mqhost1:9100");
        return area;
    }

    private Text field(Composite form, String label, String hint) {
        new Label(form, SWT.NONE).setText(label);
        Text text = new Text(form, SWT.BORDER);
        text.setMessage(hint);
        GridData layout = new GridData(SWT.FILL, SWT.CENTER, true, false);
        layout.widthHint = 420;
        text.setLayoutData(layout);
        text.addModifyListener(e -> check());
        return text;
    }

    @Override
    protected String problem() {
        String url = server.getText().strip();
        if (url.isEmpty() && instance.getText().isBlank()) {
            return "";
        }
        try {
            URI uri = URI.create(url);
            if (uri.getScheme() == null || !uri.getScheme().matches("https?") || uri.getHost() == null) {
                return "The Prometheus URL must be http:// or https:// with a host, e.g. http://prometheus:9090";
            }
        } catch (IllegalArgumentException e) {
            return "'" + url + "' is not a URL";
        }
        if (instance.getText().isBlank()) {
            return "Give the instance label of the host's node_exporter target, e.g. mqhost1:9100";
        }
        return null;
    }

    @Override
    protected void okPressed() {
        serverUrl = URI.create(server.getText().strip());
        instanceName = instance.getText().strip();
        super.okPressed();
    }

    /** Types into the fields as a user would (tests drive the dialog through this). */
    public void type(String url, String instanceLabel) {
        server.setText(url);
        instance.setText(instanceLabel);
    }

    public URI server() {
        return serverUrl;
    }

    public String instance() {
        return instanceName;
    }
}
