package mftwb.model;

import java.util.Objects;

/**
 * A machine (or LPAR) that runs queue managers, agents or file servers.
 *
 * @param address DNS name or IP address agents and channels connect to
 * @param cores physical cores (on a shared POWER LPAR: the entitlement, rounded up)
 * @param smtThreadsPerCore hardware threads per core: 1 or 2 on x86, 4 or 8 on POWER
 * @param memoryMegabytes installed memory in MiB
 */
public record Host(String name, String address, CpuArchitecture architecture, OperatingSystem operatingSystem,
        int cores, int smtThreadsPerCore, long memoryMegabytes, DiskKind disk, JvmKind jvm) implements Element {

    public Host {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(address, "address");
        Objects.requireNonNull(architecture, "architecture");
        Objects.requireNonNull(operatingSystem, "operatingSystem");
        Objects.requireNonNull(disk, "disk");
        Objects.requireNonNull(jvm, "jvm");
    }

    /** Hardware threads the OS schedules on: what a "100% CPU" figure is relative to. */
    public int hardwareThreads() {
        return cores * smtThreadsPerCore;
    }

    public Host withName(String newName) {
        return new Host(newName, address, architecture, operatingSystem, cores, smtThreadsPerCore, memoryMegabytes, disk, jvm);
    }

    public Host withOperatingSystem(OperatingSystem newOperatingSystem) {
        return new Host(name, address, architecture, newOperatingSystem, cores, smtThreadsPerCore, memoryMegabytes, disk, jvm);
    }
}
