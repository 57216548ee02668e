/**
 * Reading existing configuration: qm.ini and agent.properties parsers that keep line numbers and
 * report every line they do not understand, the {@link mftwb.tuning.lint.Linter} behind
 * {@code mftwb lint}, and {@link mftwb.tuning.lint.ConfigComparison} for a generated-versus-current view.
 */
package mftwb.tuning.lint;
