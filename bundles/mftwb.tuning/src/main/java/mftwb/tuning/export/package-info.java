/**
 * Archives: {@link mftwb.tuning.export.ArchiveTarget} writes a byte-reproducible zip or tar.gz
 * atomically and never over an existing file unless asked; {@link mftwb.tuning.export.SafeExtractor}
 * is the only way an import reads an archive, and refuses entries that would leave the target folder.
 * {@link mftwb.tuning.export.AnsibleProject} turns the same generated files into an Ansible project
 * (YAML written only through {@link mftwb.tuning.export.Yaml}), written by {@link mftwb.tuning.export.FolderTarget}
 * as a folder or by ArchiveTarget as an archive.
 */
package mftwb.tuning.export;
