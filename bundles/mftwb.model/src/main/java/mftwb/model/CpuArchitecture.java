package mftwb.model;

/** Processor family of a host; POWER cores run several hardware threads (SMT). */
public enum CpuArchitecture implements Keyword {
    X86_64("x86_64"),
    PPC64LE("ppc64le"),
    PPC64_AIX("ppc64-aix"),
    /** IBM Z, the only architecture z/OS runs on. */
    S390X("s390x");

    private final String word;

    CpuArchitecture(String word) {
        this.word = word;
    }

    @Override
    public String word() {
        return word;
    }
}
