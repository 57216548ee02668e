package mftwb.model;

/** MQ channel kind: QM-to-QM sender/receiver pair, cluster CLUSSDR/CLUSRCVR pair, or client SVRCONN. */
public enum ChannelKind implements Keyword {
    SENDER_RECEIVER("sender-receiver"),
    CLUSTER("cluster"),
    SVRCONN("svrconn");

    private final String word;

    ChannelKind(String word) {
        this.word = word;
    }

    @Override
    public String word() {
        return word;
    }
}
