/**
 * The topology an engineer draws: hosts, queue managers, agents, file servers, channels and WAN
 * links, with the workload they carry. UI-free: shared by the designer, the tuning engine, the
 * planner and the runner.
 */
package mftwb.model;
