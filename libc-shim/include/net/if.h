/* net/if.h -- network interfaces (libc-shim/src/ifaddrs.c). divm has no
 * network: there is one interface, the loopback "lo" with index 1, as in
 * an isolated network namespace. Values are Linux's. */
#ifndef _DIVM_NET_IF_H
#define _DIVM_NET_IF_H
#include <bits/cdefs.h>
__DIVM_BEGIN_DECLS

#define IF_NAMESIZE 16
#define IFNAMSIZ IF_NAMESIZE

#define IFF_UP 0x1
#define IFF_BROADCAST 0x2
#define IFF_DEBUG 0x4
#define IFF_LOOPBACK 0x8
#define IFF_POINTOPOINT 0x10
#define IFF_NOTRAILERS 0x20
#define IFF_RUNNING 0x40
#define IFF_NOARP 0x80
#define IFF_PROMISC 0x100
#define IFF_ALLMULTI 0x200
#define IFF_MULTICAST 0x1000
#define IFF_LOWER_UP 0x10000

struct if_nameindex {
    unsigned int if_index;
    char *if_name;
};

unsigned int if_nametoindex(const char *name);
char *if_indextoname(unsigned int index, char *name);
struct if_nameindex *if_nameindex(void);
void if_freenameindex(struct if_nameindex *ptr);

__DIVM_END_DECLS
#endif
