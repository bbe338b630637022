// <ifaddrs.h> and <net/if.h>: divm has no network, so getifaddrs lists the
// loopback interface "lo" (up, IFF_LOOPBACK) with 127.0.0.1/8, in one
// block that freeifaddrs frees (no leak); if_nametoindex, if_indextoname
// and if_nameindex agree on it, an unknown name is index 0. divm had
// neither header. (The assertions hold on Linux too: they look at lo only.)
// EXPECT: safe
// FLAGS: --leak
#include <arpa/inet.h>
#include <assert.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <stddef.h>
#include <string.h>
#include <sys/socket.h>

int main(void) {
    struct ifaddrs *list;
    assert(getifaddrs(&list) == 0);
    int lo4 = 0;
    for (struct ifaddrs *a = list; a; a = a->ifa_next) {
        if (strcmp(a->ifa_name, "lo") != 0 || !a->ifa_addr || a->ifa_addr->sa_family != AF_INET)
            continue;
        assert(a->ifa_flags & IFF_UP);
        assert(a->ifa_flags & IFF_LOOPBACK);
        const struct sockaddr_in *in = (const struct sockaddr_in *)a->ifa_addr;
        const struct sockaddr_in *mask = (const struct sockaddr_in *)a->ifa_netmask;
        assert(in->sin_addr.s_addr == htonl(INADDR_LOOPBACK));
        assert(mask->sin_addr.s_addr == htonl(0xff000000u));
        lo4++;
    }
    assert(lo4 == 1);
    freeifaddrs(list);

    unsigned idx = if_nametoindex("lo");
    assert(idx > 0);
    char name[IF_NAMESIZE];
    assert(if_indextoname(idx, name) == name && strcmp(name, "lo") == 0);
    assert(if_nametoindex("no-such-interface0") == 0);
    struct if_nameindex *ni = if_nameindex();
    assert(ni != NULL);
    int found = 0;
    for (struct if_nameindex *p = ni; p->if_index != 0; p++)
        if (p->if_index == idx)
            found = strcmp(p->if_name, "lo") == 0;
    assert(found);
    if_freenameindex(ni);
    return 0;
}
