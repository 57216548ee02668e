package mftwb.ui.properties;

import java.util.OptionalLong;
import java.util.function.Function;

import mftwb.model.SizeText;

/** Validators for typed text in cell editors: null means acceptable, else what is wrong. */
public final class Checks {
    private Checks() {
    }

    public static Function<String, String> integer(String what, long min, long max) {
        return text -> {
            try {
                long value = Long.parseLong(text.trim());
                return value < min || value > max ? what + " must be between " + min + " and " + max : null;
            } catch (NumberFormatException e) {
                return what + " must be a whole number";
            }
        };
    }

    /** A size in bytes as {@link SizeText} reads it ("1048576", "64K", "10MiB"), between min and max. */
    public static Function<String, String> size(String what, long min, long max) {
        return text -> {
            OptionalLong bytes = SizeText.parse(text);
            if (bytes.isEmpty()) {
                return what + " must be " + SizeText.FORMS;
            }
            return bytes.getAsLong() < min || bytes.getAsLong() > max ? what + " must be between " + min + " and " + max + " bytes" : null;
        };
    }

    public static Function<String, String> positive(String what) {
        return text -> {
            try {
                double value = Double.parseDouble(text.trim());
                return value > 0 && Double.isFinite(value) ? null : what + " must be a positive number";
            } catch (NumberFormatException e) {
                return what + " must be a number";
            }
        };
    }

    public static Function<String, String> percentage(String what) {
        return text -> {
            try {
                double value = Double.parseDouble(text.trim());
                return value >= 0 && value <= 100 ? null : what + " must be between 0 and 100";
            } catch (NumberFormatException e) {
                return what + " must be a number";
            }
        };
    }

    public static Function<String, String> notBlank(String what) {
        return text -> text.isBlank() ? what + " cannot be empty" : null;
    }
}
