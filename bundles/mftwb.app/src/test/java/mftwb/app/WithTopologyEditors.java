package mftwb.app;

import java.nio.file.Path;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;

/**
 * Tests that open topology editors: each gets a folder of its own for the files it writes, and leaves
 * no editor open for the next test (the workbench is shared by every test of the bundle).
 */
abstract class WithTopologyEditors {
    @TempDir
    Path temp;

    @AfterEach
    void closeEditors() {
        TopologyEditors.closeAll();
    }
}
