/**
 * Archives: {@link mftwb.tuning.export.ArchiveTarget} writes a byte-reproducible zip or tar.gz
 * atomically and never over an existing file unless asked; {@link mftwb.tuning.export.SafeExtractor}
 * is the only way an import reads an archive, and refuses entries that would leave the target folder.
 */
package mftwb.tuning.export;
