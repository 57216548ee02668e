package mftwb.app;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;

/** Sends mouse gestures to a control through SWT's event API, as the user's hand would. */
final class Mouse {
    private Mouse() {
    }

    static void click(Control control, int x, int y, int stateMask) {
        send(control, SWT.MouseDown, x, y, stateMask);
        send(control, SWT.MouseUp, x, y, stateMask);
    }

    static void click(Control control, int x, int y) {
        click(control, x, y, 0);
    }

    /** Press at (x1, y1), move there in steps, release at (x2, y2). */
    static void drag(Control control, int x1, int y1, int x2, int y2) {
        send(control, SWT.MouseDown, x1, y1, 0);
        for (int step = 1; step <= 5; step++) {
            send(control, SWT.MouseMove, x1 + (x2 - x1) * step / 5, y1 + (y2 - y1) * step / 5, SWT.BUTTON1);
        }
        send(control, SWT.MouseUp, x2, y2, SWT.BUTTON1);
    }

    static void wheel(Control control, int x, int y, int count, int stateMask) {
        Event event = event(x, y, stateMask);
        event.count = count;
        control.notifyListeners(SWT.MouseVerticalWheel, event);
    }

    private static void send(Control control, int type, int x, int y, int stateMask) {
        Event event = event(x, y, stateMask);
        event.button = type == SWT.MouseMove ? 0 : 1;
        control.notifyListeners(type, event);
    }

    private static Event event(int x, int y, int stateMask) {
        Event event = new Event();
        event.x = x;
        event.y = y;
        event.stateMask = stateMask;
        return event;
    }
}
