/* ifaddrs.h -- getifaddrs (libc-shim/src/ifaddrs.c): divm has no network,
 * so the list is the loopback interface's addresses, as in an isolated
 * network namespace. */
#ifndef _DIVM_IFADDRS_H
#define _DIVM_IFADDRS_H
#include <bits/cdefs.h>
#include <sys/socket.h>
__DIVM_BEGIN_DECLS

struct ifaddrs {
    struct ifaddrs *ifa_next;
    char *ifa_name;
    unsigned int ifa_flags;
    struct sockaddr *ifa_addr;
    struct sockaddr *ifa_netmask;
    union {
        struct sockaddr *ifu_broadaddr;
        struct sockaddr *ifu_dstaddr;
    } ifa_ifu;
    void *ifa_data;
};
#define ifa_broadaddr ifa_ifu.ifu_broadaddr
#define ifa_dstaddr ifa_ifu.ifu_dstaddr

int getifaddrs(struct ifaddrs **ifap);
void freeifaddrs(struct ifaddrs *ifa);

__DIVM_END_DECLS
#endif
