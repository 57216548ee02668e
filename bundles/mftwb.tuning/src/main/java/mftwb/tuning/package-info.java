/**
 * The tuning engine: from a {@link mftwb.model.Topology} to every file an engineer would otherwise
 * write by hand. Entry point: {@link mftwb.tuning.ConfigurationGenerator#generate}, which returns a
 * {@link mftwb.tuning.ConfigurationBundle} of {@link mftwb.tuning.HostConfiguration}s; each
 * {@link mftwb.tuning.GeneratedFile} is a path and a list of {@link mftwb.tuning.GeneratedLine}s,
 * every value line carrying its reason, input and finding (what a Configuration view shows for the
 * selected line). The arithmetic behind the values ({@link mftwb.tuning.BandwidthDelay},
 * {@link mftwb.tuning.InFlight}, {@link mftwb.tuning.LogSizing}, {@link mftwb.tuning.JvmHeap}) is
 * public for the planner. UI-free: no SWT, no org.eclipse.ui.
 */
package mftwb.tuning;
