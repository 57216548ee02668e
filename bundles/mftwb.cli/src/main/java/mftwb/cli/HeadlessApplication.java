package mftwb.cli;

import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.osgi.framework.FrameworkUtil;

/** The OSGi application behind {@code ./mftwb SUBCOMMAND}: no display, same bundles as the workbench. */
public final class HeadlessApplication implements IApplication {

    @Override
    public Object start(IApplicationContext context) {
        String[] args = (String[]) context.getArguments().get(IApplicationContext.APPLICATION_ARGS);
        String version = FrameworkUtil.getBundle(HeadlessApplication.class).getVersion().toString();
        int code = new CommandLine(version, Subcommands.all()).run(args, System.out, System.err);
        System.out.flush();
        System.err.flush();
        return Integer.valueOf(code);
    }

    @Override
    public void stop() {
        // Subcommands run to completion on the calling thread; there is nothing to interrupt.
    }
}
