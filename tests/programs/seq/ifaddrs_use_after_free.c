// getifaddrs's list is one block that freeifaddrs frees: reading an entry's
// name after freeifaddrs is a use after free.
// EXPECT: error memory
#include <ifaddrs.h>
#include <stdio.h>

int main(void) {
    struct ifaddrs *list;
    if (getifaddrs(&list) != 0 || !list)
        return 1;
    struct ifaddrs *first = list;
    freeifaddrs(list);
    return first->ifa_name[0] == 'l'; // ERROR
}
