/* ifaddrs.c -- network interfaces without a network: the one interface is
 * the loopback "lo" (index 1, up and running), as a process sees in an
 * isolated network namespace. getifaddrs lists its IPv4 address 127.0.0.1/8
 * and its IPv6 address ::1/128, in one malloc'd block as glibc's (freed by
 * freeifaddrs); Linux's link-level (AF_PACKET) entry is not listed. */
#include <errno.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <stdlib.h>
#include <string.h>

#define LO_FLAGS (IFF_UP | IFF_LOOPBACK | IFF_RUNNING | IFF_LOWER_UP)

unsigned int if_nametoindex(const char *name) {
    if (strcmp(name, "lo") == 0)
        return 1;
    errno = ENODEV;
    return 0;
}

char *if_indextoname(unsigned int index, char *name) {
    if (index != 1) {
        errno = ENXIO;
        return NULL;
    }
    return strcpy(name, "lo");
}

struct if_nameindex *if_nameindex(void) {
    struct block {
        struct if_nameindex v[2];
        char name[3];
    } *b = calloc(1, sizeof *b);
    if (!b)
        return NULL;
    strcpy(b->name, "lo");
    b->v[0].if_index = 1;
    b->v[0].if_name = b->name;
    return b->v; /* v[1] is the terminator {0, NULL} */
}

void if_freenameindex(struct if_nameindex *ptr) { free(ptr); }

struct ifaddrs_block {
    struct ifaddrs e[2];
    struct sockaddr_in addr4, mask4;
    struct sockaddr_in6 addr6, mask6;
    char name[3];
};

int getifaddrs(struct ifaddrs **ifap) {
    struct ifaddrs_block *b = calloc(1, sizeof *b);
    if (!b)
        return -1;
    strcpy(b->name, "lo");
    b->addr4.sin_family = AF_INET;
    b->addr4.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    b->mask4.sin_family = AF_INET;
    b->mask4.sin_addr.s_addr = htonl(0xff000000u);
    b->addr6.sin6_family = AF_INET6;
    b->addr6.sin6_addr = in6addr_loopback;
    b->mask6.sin6_family = AF_INET6;
    memset(&b->mask6.sin6_addr, 0xff, sizeof b->mask6.sin6_addr);
    b->e[0].ifa_next = &b->e[1];
    b->e[0].ifa_addr = (struct sockaddr *)&b->addr4;
    b->e[0].ifa_netmask = (struct sockaddr *)&b->mask4;
    b->e[1].ifa_addr = (struct sockaddr *)&b->addr6;
    b->e[1].ifa_netmask = (struct sockaddr *)&b->mask6;
    for (int i = 0; i < 2; i++) {
        b->e[i].ifa_name = b->name;
        b->e[i].ifa_flags = LO_FLAGS;
    }
    *ifap = b->e;
    return 0;
}

void freeifaddrs(struct ifaddrs *ifa) { free(ifa); }
