package mftwb.ui.topology;

import mftwb.ui.topology.canvas.CanvasTool;
import mftwb.ui.topology.canvas.Line;
import mftwb.ui.topology.canvas.Look;

/** The palette's tools: five kinds of element to place and two kinds of connection to draw. */
public enum PaletteTool {
    HOST("Host", "A machine: architecture, OS, cores", Look.HOST, null),
    QUEUE_MANAGER("Queue manager", "Click inside a host", Look.QUEUE_MANAGER, null),
    AGENT("Agent", "Standard agent, click inside a host", Look.AGENT, null),
    BRIDGE_AGENT("Bridge agent", "Protocol bridge to SFTP/FTP(S)", Look.BRIDGE_AGENT, null),
    FILE_SERVER("File server", "SFTP, FTP or FTPS server", Look.FILE_SERVER, null),
    LINK("Link", "Drag from host to host", null, Line.LINK),
    CHANNEL("Connection", "QM to QM: channel; agent to QM: its agent QM; bridge to server", null, Line.CHANNEL);

    public final String label;
    public final String hint;
    /** The look of a placed node, or null for a connection tool. */
    public final Look look;
    /** The line of a connection tool, or null for a placing tool. */
    public final Line line;

    PaletteTool(String label, String hint, Look look, Line line) {
        this.label = label;
        this.hint = hint;
        this.look = look;
        this.line = line;
    }

    public CanvasTool canvasTool() {
        return new CanvasTool(name(), look != null ? CanvasTool.Gesture.PLACE : CanvasTool.Gesture.CONNECT);
    }

    static PaletteTool of(CanvasTool tool) {
        return valueOf(tool.id());
    }
}
