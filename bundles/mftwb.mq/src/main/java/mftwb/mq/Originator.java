package mftwb.mq;

import java.net.InetAddress;
import java.net.UnknownHostException;

/**
 * Who asks for a transfer, as MFT records it in {@code originator/hostName} and
 * {@code originator/userID} and shows it in its logs.
 */
public record Originator(String hostName, String userId) {

    /** This machine and the user running the workbench. */
    public static Originator thisProcess() {
        return new Originator(localHostName(), System.getProperty("user.name", "mftwb"));
    }

    /** An unresolvable host name must not stop a transfer request. */
    private static String localHostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            return "localhost";
        }
    }
}
