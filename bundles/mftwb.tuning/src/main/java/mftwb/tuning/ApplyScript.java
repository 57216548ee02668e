package mftwb.tuning;

import java.util.List;

import mftwb.model.Host;
import mftwb.model.QueueManager;
import mftwb.tuning.FileBuilder.CommentStyle;

/**
 * apply.sh for one Unix host. Idempotent: a file already identical is left alone, each run that
 * changes a file first keeps it as FILE.mftwb-backup.YYYYMMDDhhmmss, queue managers are created only
 * when dspmq does not know them, the MQSC defines what is missing and alters what exists. Every name
 * from the topology is single-quoted.
 */
final class ApplyScript {
    /**
     * The MFT .properties files are merged key by key, as the Ansible project's merge.j2 does: an
     * agent.properties also holds keys the workbench does not generate (agentQMgrAuthenticationCredentialsFile,
     * agentSsl*), and without them the agent cannot reach its queue manager after a restart. Plain POSIX
     * sh and awk, as AIX has them; the merged file is written beside the original (cp -p keeps its owner
     * and mode) and renamed over it, so an agent never reads half a file.
     */
    private static final String FUNCTIONS = """
            backup_file() {
              backup="$1.mftwb-backup.$(date +%Y%m%d%H%M%S)"
              if [ -e "$backup" ]; then
                n=2
                while [ -e "$backup.$n" ]; do n=$((n + 1)); done
                backup="$backup.$n"
              fi
              cp -p "$1" "$backup"
              echo "backed up: $1 -> $backup"
            }

            install_file() {
              src=$1
              dest=$2
              if [ -f "$dest" ] && cmp -s "$src" "$dest"; then
                echo "unchanged: $dest"
                return 0
              fi
              if [ -f "$dest" ]; then
                backup_file "$dest"
              fi
              mkdir -p "$(dirname "$dest")"
              cp "$src" "$dest.mftwb-new"
              mv "$dest.mftwb-new" "$dest"
              echo "installed: $dest"
            }

            # Generated keys replace every occurrence in place (a continued value goes with its key), missing
            # ones go after the last non-blank line; comments and every other key stay as they were.
            merge_properties() {
              src=$1
              dest=$2
              if [ ! -f "$dest" ]; then
                install_file "$src" "$dest"
                return 0
              fi
              # awk would take an operand such as a=b/agent.properties for an assignment
              case $dest in /*) current=$dest ;; *) current=./$dest ;; esac
              cp -p "$dest" "$dest.mftwb-new"
              awk '
                function keyof(line) {
                  sub(/^[ \\t\\f]+/, "", line)
                  if (line == "" || line ~ /^[#!]/) return ""
                  sub(/[ \\t\\f]*[=:].*$/, "", line)
                  sub(/[ \\t\\f].*$/, "", line)
                  return line
                }
                function continues(line) {
                  return match(line, /\\\\+$/) && RLENGTH % 2 == 1
                }
                FNR == 1 { file++ }
                file == 1 {
                  k = keyof($0)
                  if (k != "" && !(k in value)) { order[++keys] = k; value[k] = $0 }
                  next
                }
                dropping { dropping = continues($0); next }
                inValue { out[++lines] = $0; inValue = continues($0); last = lines; next }
                {
                  k = keyof($0)
                  if (k != "" && (k in value)) {
                    out[++lines] = value[k]; done[k] = 1; dropping = continues($0)
                  } else {
                    out[++lines] = $0; inValue = k != "" && continues($0)
                  }
                  if ($0 ~ /[^ \\t\\r]/) last = lines
                }
                END {
                  for (i = 1; i <= last; i++) print out[i]
                  for (j = 1; j <= keys; j++) if (!(order[j] in done)) print value[order[j]]
                  for (i = last + 1; i <= lines; i++) print out[i]
                }' - "$current" < "$src" > "$dest.mftwb-new"
              if cmp -s "$dest.mftwb-new" "$dest"; then
                rm -f "$dest.mftwb-new"
                echo "unchanged: $dest"
                return 0
              fi
              backup_file "$dest"
              mv "$dest.mftwb-new" "$dest"
              echo "merged: $dest"
            }

            # runmqsc exits 10 when any command failed. The DEFINE of an object the queue manager already has
            # fails with AMQ8150E (object already exists) and is expected: the ALTER after it tunes that object.
            # Any other failure fails here. Message ids are the same in every language; runmqsc's summary is
            # checked too where it is printed in English, as it also counts failures whose message is no error.
            run_mqsc() {
              rc=0
              out=$(runmqsc "$1" < "$2") || rc=$?
              printf '%s\n' "$out"
              if [ "$rc" -eq 10 ] && printf '%s\n' "$out" | awk '
                /^ *[0-9]+ *: / { command = $0; sub(/^ *[0-9]+ *: */, "", command); next }
                /^AMQ8150E:/ && toupper(command) ~ /^DEF(INE)? / { exists++; next }
                /^AMQ[0-9][0-9][0-9][0-9][ES]:/ || /^AMQ8405/ { other++ }
                /^(One command has|[0-9]+ commands have) a syntax error/ { other++ }
                /^(One|[0-9]+) valid MQSC commands? could not be processed/ { failed = $1 == "One" ? 1 : $1 + 0 }
                END { exit !(exists > 0 && other == 0 && (failed == "" || failed == exists)) }'; then
                rc=0
              fi
              if [ "$rc" -ne 0 ]; then
                printf 'runmqsc %s failed (exit %s): see its output above; only AMQ8150E on a DEFINE (object already exists) is expected\n' "$1" "$rc"
              fi
              return "$rc"
            }
            """;

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
        FUNCTIONS.lines().forEach(sh::line);
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
            sh.line("run_mqsc " + name + " " + folder + "/" + Shell.quote(QueueManagerFiles.mqscFileName(qm)) + " || exit $?");
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
                String function = file.path().endsWith(".properties") ? "merge_properties" : "install_file";
                sh.line(function + " \"$HERE\"/" + Shell.quote(file.path()) + " \"$MQ_DATA_PATH\"/" + Shell.quote(file.path()));
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
