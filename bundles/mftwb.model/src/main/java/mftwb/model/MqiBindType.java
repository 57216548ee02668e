package mftwb.model;

/** qm.ini Channels: MQIBindType; FASTPATH runs channel code in the QM's process. */
public enum MqiBindType implements Keyword {
    STANDARD("standard"),
    FASTPATH("fastpath");

    private final String word;

    MqiBindType(String word) {
        this.word = word;
    }

    @Override
    public String word() {
        return word;
    }
}
