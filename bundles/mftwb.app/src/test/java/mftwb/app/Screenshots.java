package mftwb.app;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Shell;

/** Saves what a user would see of a shell as a PNG under target/screenshots (call on the UI thread). */
final class Screenshots {
    private Screenshots() {
    }

    static Path save(Shell shell, String name) throws Exception {
        Path folder = Path.of(System.getProperty("mftwb.screenshots", "target/screenshots"));
        Files.createDirectories(folder);
        Path file = folder.resolve(name + ".png");
        Rectangle bounds = shell.getBounds();
        Image image = new Image(shell.getDisplay(), bounds.width, bounds.height);
        GC gc = new GC(shell.getDisplay());
        try {
            gc.copyArea(image, bounds.x, bounds.y);
            ImageLoader loader = new ImageLoader();
            loader.data = new org.eclipse.swt.graphics.ImageData[] { image.getImageData() };
            loader.save(file.toString(), SWT.IMAGE_PNG);
        } finally {
            gc.dispose();
            image.dispose();
        }
        return file;
    }
}
