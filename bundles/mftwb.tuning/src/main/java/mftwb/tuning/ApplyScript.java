package mftwb.tuning;

import java.util.List;

import mftwb.model.Host;
import mftwb.model.QueueManager;
import mftwb.tuning.FileBuilder.CommentStyle;

/**
 * apply.sh for one Unix host. Idempotent: a file already identical is left alone, the first
 * original of a replaced file is kept as FILE.mftwb-backup (never overwritten by a later run),
 * queue managers are created only when dspmq does not know them, MQSC uses REPLACE. Every name from
 * the topology is single-quoted.
 */
final class ApplyScript {

    private ApplyScript() {
    }

    static GeneratedFile of(Host host, List<QueueManager> queueManagers, List<GeneratedFile> files) {
        FileBuilder sh = new FileBuilder("apply.sh", CommentStyle.HASH).executable();
        sh.line("#!/bin/sh");
        sh.comment("Applies the generated configuration of host " + host.name() + ". Safe to run again.");
        sh.comment("Run as the MQ administrator (mqm); the OS step needs root and is skipped otherwise.");
        sh.line("set -eu");
        sh.line("HERE=$(cd \"$(dirname \"$0\")\" && pwd)");
        sh.line("MQ_DATA_PATH=${MQ_DATA_PATH:-/var/mqm}");
        sh.blank();
        sh.line("install_file() {");
        sh.line("  src=$1");
        sh.line("  dest=$2");
        sh.line("  if [ -f \"$dest\" ] && cmp -s \"$src\" \"$dest\"; then");
        sh.line("    echo \"unchanged: $dest\"");
        sh.line("    return 0");
        sh.line("  fi");
        sh.line("  if [ -f \"$dest\" ] && [ ! -e \"$dest.mftwb-backup\" ]; then");
        sh.line("    cp -p \"$dest\" \"$dest.mftwb-backup\"");
        sh.line("    echo \"backed up: $dest -> $dest.mftwb-backup\"");
        sh.line("  fi");
        sh.line("  mkdir -p \"$(dirname \"$dest\")\"");
        sh.line("  cp \"$src\" \"$dest.mftwb-new\"");
        sh.line("  mv \"$dest.mftwb-new\" \"$dest\"");
        sh.line("  echo \"installed: $dest\"");
        sh.line("}");
        for (QueueManager qm : queueManagers) {
            String name = Shell.quote(qm.name());
            String folder = "\"$HERE\"/" + Shell.quote(GeneratedFile.segment(qm.name()));
            sh.blank();
            sh.value("if dspmq -m " + name + " >/dev/null 2>&1; then", "Create " + qm.name() + " only once; an existing QM keeps its log (crtmqm values apply at creation)",
                    "queue manager " + qm.name(), "");
            sh.line("  printf '%s exists: merge %s into its qm.ini by hand, then restart it (qm.ini is read at start)\\n' " + name + " " + folder + "/qm.ini");
            sh.line("else");
            sh.line("  sh " + folder + "/crtmqm.sh");
            sh.line("fi");
            sh.line("dspmq -m " + name + " | grep -q 'STATUS(Running)' || strmqm " + name);
            // runmqsc exits 10 when some commands failed, e.g. REPLACE of a transmission queue a running channel holds open:
            // report it and go on, so a second run stays harmless; 20 (queue manager not available) stops the script.
            sh.line("rc=0");
            sh.line("runmqsc " + name + " < " + folder + "/" + Shell.quote(QueueManagerFiles.mqscFileName(qm)) + " || rc=$?");
            sh.line("if [ \"$rc\" -eq 10 ]; then");
            sh.line("  printf 'warning: some MQSC commands for %s failed (objects in use are not replaced while open); see the output above\\n' " + name);
            sh.line("elif [ \"$rc\" -ne 0 ]; then");
            sh.line("  exit \"$rc\"");
            sh.line("fi");
            sh.line("echo 'DISPLAY LSSTATUS(" + QueueManagerFiles.LISTENER + ")' | runmqsc " + name + " | grep -q 'STATUS(RUNNING)' || echo 'START LISTENER("
                    + QueueManagerFiles.LISTENER + ")' | runmqsc " + name);
        }
        boolean mft = false;
        for (GeneratedFile file : files) {
            if (file.path().startsWith("mqft/")) {
                if (!mft) {
                    sh.blank();
                    sh.comment("MFT configuration under MQ_DATA_PATH; restart the agents afterwards.");
                    mft = true;
                }
                sh.line("install_file \"$HERE\"/" + Shell.quote(file.path()) + " \"$MQ_DATA_PATH\"/" + Shell.quote(file.path()));
            }
        }
        if (files.stream().anyMatch(f -> f.path().equals(ClientFiles.PATH))) {
            // An existing mqclient.ini may hold other stanzas (CHANNELS, SSL): never replace it, say what to merge.
            sh.blank();
            sh.line("if [ -f \"$MQ_DATA_PATH/mqclient.ini\" ] && ! cmp -s \"$HERE/mqclient.ini\" \"$MQ_DATA_PATH/mqclient.ini\"; then");
            sh.line("  echo \"exists: merge the TCP stanza of $HERE/mqclient.ini into $MQ_DATA_PATH/mqclient.ini (the agents already get it through agent.env)\"");
            sh.line("else");
            sh.line("  install_file \"$HERE/mqclient.ini\" \"$MQ_DATA_PATH/mqclient.ini\"");
            sh.line("fi");
        }
        for (GeneratedFile file : files) {
            if (file.path().equals("os/90-mftwb-tcp.conf")) {
                sh.blank();
                sh.line("if [ \"$(id -u)\" -eq 0 ]; then");
                sh.line("  install_file \"$HERE/os/90-mftwb-tcp.conf\" /etc/sysctl.d/90-mftwb-tcp.conf");
                sh.line("  sysctl -p /etc/sysctl.d/90-mftwb-tcp.conf");
                sh.line("else");
                sh.line("  echo \"not root: install os/90-mftwb-tcp.conf into /etc/sysctl.d yourself\"");
                sh.line("fi");
            } else if (file.path().equals("os/aix-no.sh")) {
                sh.blank();
                sh.line("if [ \"$(id -u)\" -eq 0 ]; then");
                sh.line("  sh \"$HERE/os/aix-no.sh\"");
                sh.line("else");
                sh.line("  echo \"not root: run os/aix-no.sh as root\"");
                sh.line("fi");
            }
        }
        return sh.build();
    }
}
