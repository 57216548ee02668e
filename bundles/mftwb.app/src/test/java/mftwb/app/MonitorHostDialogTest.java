package mftwb.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;

import mftwb.ui.monitor.MonitorHostDialog;

/** The "Monitor host" dialog checks the target as it is typed and builds the SSH settings. */
class MonitorHostDialogTest {

    @Test
    void okIsOfferedOnlyForAValidTargetAndGivesItsSettings() {
        UiThread.run(() -> {
            MonitorHostDialog dialog = new MonitorHostDialog(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell());
            dialog.setBlockOnOpen(false);
            dialog.open();
            try {
                dialog.typeTarget("mqm@agent-host:notaport");
                assertFalse(dialog.canFinish(), "a port that is not a number is refused");
                assertTrue(dialog.getErrorMessage() != null && !dialog.getErrorMessage().isBlank());
                dialog.typeTarget("mqm@agent-host:2222");
                assertTrue(dialog.canFinish());
                UiThread.settle();
                Screenshots.save(dialog.getShell(), "monitor-host-dialog");
                dialog.finish();
                assertEquals("agent-host", dialog.settings().target().host());
                assertEquals(2222, dialog.settings().target().port());
                assertEquals("mqm", dialog.settings().target().user());
            } finally {
                dialog.close();
            }
        });
    }
}
