/*
 * wanrelay - the WAN link of the namespace lab (wanlab.sh): bridges two interfaces of a router
 * namespace at layer 2 and gives every frame the link's one-way delay, its rate (frames leave one
 * after another, each taking its wire time) and optional random loss. TCP is not terminated, so the
 * hosts' kernels see the real round-trip time, window and queueing, as on a real WAN. netem is not
 * available on the lab machines; this is what stands in for it.
 *
 *   wanrelay IF_A IF_B ONE_WAY_MS RATE_MBIT LOSS_PERCENT QUEUE_BYTES MAX_SECONDS SEED
 *
 * RATE_MBIT 0 means no rate limit. QUEUE_BYTES bounds what waits per direction (tail drop, like a
 * router buffer). The relay ends itself after MAX_SECONDS so a forgotten lab does not run forever.
 * Signals: SIGUSR1 cuts the link (queued and arriving frames are dropped), SIGUSR2 restores it,
 * SIGTERM/SIGINT end it; counters go to stderr on exit.
 *
 * Sockets use PACKET_VNET_HDR so the kernel hands over GSO/GRO super-frames whole: at 1 Gbit/s the
 * relay then moves a few thousand frames a second instead of ~80000.
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <linux/if_packet.h>
#include <linux/virtio_net.h>
#include <net/ethernet.h>
#include <net/if.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#define FRAME_MAX (65536 + 256)

struct frame {
    struct frame *next;
    uint64_t due_ns;
    size_t len;
    unsigned char bytes[];
};

/* One direction of the link: frames read from rx wait in a FIFO until due, then go out on tx. */
struct direction {
    const char *name;
    int rx, tx;
    struct frame *first, *last;
    uint64_t queued_bytes;
    uint64_t wire_free_ns; /* when the last queued frame has finished serialising */
    unsigned long long passed, lost, overflowed, cut;
};

static volatile sig_atomic_t ending, link_down;
static void on_end(int sig) { (void)sig; ending = 1; }
static void on_cut(int sig) { (void)sig; link_down = 1; }
static void on_restore(int sig) { (void)sig; link_down = 0; }

static uint64_t delay_ns, bits_per_second, queue_limit;
static double loss_fraction;
static uint64_t rng_state;

static uint64_t clock_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint64_t)t.tv_sec * 1000000000ull + (uint64_t)t.tv_nsec;
}

/* xorshift64*: reproducible loss for a given seed */
static double next_random(void) {
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return (double)((rng_state * 2685821657736338717ull) >> 11) / 9007199254740992.0;
}

static int packet_socket(const char *interface) {
    int fd = socket(AF_PACKET, SOCK_RAW, htons(ETH_P_ALL));
    if (fd < 0) {
        perror("wanrelay: socket (needs root)");
        exit(1);
    }
    int on = 1, buffer = 32 << 20;
    if (setsockopt(fd, SOL_PACKET, PACKET_VNET_HDR, &on, sizeof on) != 0) {
        perror("wanrelay: PACKET_VNET_HDR");
        exit(1);
    }
    setsockopt(fd, SOL_SOCKET, SO_RCVBUFFORCE, &buffer, sizeof buffer);
    setsockopt(fd, SOL_SOCKET, SO_SNDBUFFORCE, &buffer, sizeof buffer);
    struct sockaddr_ll address;
    memset(&address, 0, sizeof address);
    address.sll_family = AF_PACKET;
    address.sll_protocol = htons(ETH_P_ALL);
    address.sll_ifindex = (int)if_nametoindex(interface);
    if (address.sll_ifindex == 0) {
        fprintf(stderr, "wanrelay: no interface %s\n", interface);
        exit(1);
    }
    if (bind(fd, (struct sockaddr *)&address, sizeof address) != 0) {
        perror("wanrelay: bind");
        exit(1);
    }
    struct packet_mreq promiscuous;
    memset(&promiscuous, 0, sizeof promiscuous);
    promiscuous.mr_ifindex = address.sll_ifindex;
    promiscuous.mr_type = PACKET_MR_PROMISC;
    setsockopt(fd, SOL_PACKET, PACKET_ADD_MEMBERSHIP, &promiscuous, sizeof promiscuous);
    return fd;
}

static void drop_queue(struct direction *d) {
    while (d->first) {
        struct frame *f = d->first;
        d->first = f->next;
        free(f);
        d->cut++;
    }
    d->last = NULL;
    d->queued_bytes = 0;
}

/* Reads every frame waiting on d->rx and schedules it, or drops it (cut link, loss, full queue). */
static void receive(struct direction *d, unsigned char *buffer) {
    for (;;) {
        struct sockaddr_ll from;
        socklen_t from_len = sizeof from;
        ssize_t n = recvfrom(d->rx, buffer, FRAME_MAX, MSG_DONTWAIT, (struct sockaddr *)&from, &from_len);
        if (n < 0) {
            if (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
                perror("wanrelay: recvfrom");
            }
            return;
        }
        if (from.sll_pkttype == PACKET_OUTGOING || (size_t)n <= sizeof(struct virtio_net_hdr)) {
            continue; /* our own sends on this interface, or nothing but the header */
        }
        if (link_down) {
            d->cut++;
            continue;
        }
        if (loss_fraction > 0 && next_random() < loss_fraction) {
            d->lost++;
            continue;
        }
        if (d->queued_bytes + (uint64_t)n > queue_limit) {
            d->overflowed++;
            continue;
        }
        struct frame *f = malloc(sizeof *f + (size_t)n);
        if (!f) {
            d->overflowed++;
            continue;
        }
        memcpy(f->bytes, buffer, (size_t)n);
        f->len = (size_t)n;
        f->next = NULL;
        uint64_t now = clock_ns();
        uint64_t start = d->wire_free_ns > now ? d->wire_free_ns : now;
        uint64_t wire_bits = (uint64_t)(n - (ssize_t)sizeof(struct virtio_net_hdr)) * 8;
        d->wire_free_ns = start + (bits_per_second ? wire_bits * 1000000000ull / bits_per_second : 0);
        f->due_ns = d->wire_free_ns + delay_ns;
        if (d->last) {
            d->last->next = f;
        } else {
            d->first = f;
        }
        d->last = f;
        d->queued_bytes += (uint64_t)n;
    }
}

/* Sends every frame whose time has come. */
static void deliver(struct direction *d, uint64_t now) {
    while (d->first && d->first->due_ns <= now) {
        struct frame *f = d->first;
        if (send(d->tx, f->bytes, f->len, 0) < 0 && errno != ENOBUFS && errno != ENETDOWN) {
            perror("wanrelay: send");
        }
        d->first = f->next;
        if (!d->first) {
            d->last = NULL;
        }
        d->queued_bytes -= f->len;
        d->passed++;
        free(f);
    }
}

static uint64_t earliest_due(const struct direction *a, const struct direction *b) {
    uint64_t due = UINT64_MAX;
    if (a->first && a->first->due_ns < due) due = a->first->due_ns;
    if (b->first && b->first->due_ns < due) due = b->first->due_ns;
    return due;
}

int main(int argc, char **argv) {
    if (argc != 9) {
        fprintf(stderr, "usage: wanrelay IF_A IF_B ONE_WAY_MS RATE_MBIT LOSS_PERCENT QUEUE_BYTES MAX_SECONDS SEED\n");
        return 2;
    }
    delay_ns = (uint64_t)(atof(argv[3]) * 1e6);
    bits_per_second = (uint64_t)(atof(argv[4]) * 1e6);
    loss_fraction = atof(argv[5]) / 100.0;
    queue_limit = strtoull(argv[6], NULL, 10);
    uint64_t end_ns = clock_ns() + strtoull(argv[7], NULL, 10) * 1000000000ull;
    rng_state = strtoull(argv[8], NULL, 10) | 1;

    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_end;
    sigaction(SIGTERM, &action, NULL);
    sigaction(SIGINT, &action, NULL);
    action.sa_handler = on_cut;
    sigaction(SIGUSR1, &action, NULL);
    action.sa_handler = on_restore;
    sigaction(SIGUSR2, &action, NULL);

    int a = packet_socket(argv[1]), b = packet_socket(argv[2]);
    struct direction ab = { .name = "a->b", .rx = a, .tx = b };
    struct direction ba = { .name = "b->a", .rx = b, .tx = a };
    unsigned char *buffer = malloc(FRAME_MAX);
    if (!buffer) return 1;

    while (!ending && clock_ns() < end_ns) {
        if (link_down && (ab.first || ba.first)) {
            drop_queue(&ab);
            drop_queue(&ba);
        }
        uint64_t now = clock_ns();
        uint64_t due = earliest_due(&ab, &ba);
        uint64_t wait = due == UINT64_MAX ? 200000000ull : (due > now ? due - now : 0);
        if (wait > 200000000ull) wait = 200000000ull; /* look at signals and the end time often */
        struct timespec timeout = { (time_t)(wait / 1000000000ull), (long)(wait % 1000000000ull) };
        struct pollfd fds[2] = { { a, POLLIN, 0 }, { b, POLLIN, 0 } };
        if (wait > 0) {
            ppoll(fds, 2, &timeout, NULL);
        }
        receive(&ab, buffer);
        receive(&ba, buffer);
        now = clock_ns();
        deliver(&ab, now);
        deliver(&ba, now);
    }
    fprintf(stderr, "wanrelay: %s passed %llu lost %llu overflowed %llu cut %llu; %s passed %llu lost %llu overflowed %llu cut %llu\n",
            ab.name, ab.passed, ab.lost, ab.overflowed, ab.cut, ba.name, ba.passed, ba.lost, ba.overflowed, ba.cut);
    return 0;
}
