package mftwb.tuning.lint;

/** How bad a lint finding is; {@code error} makes {@code mftwb lint} exit 1. */
public enum Severity {
    error, warning, info
}
