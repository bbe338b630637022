// A buffer stays reachable from a global until exit: tracked (memsafety holds), but never freed (valid-memcleanup does not).
#include <stdlib.h>
char *cache;
int main(void) {
    cache = malloc(32);
    if (cache)
        cache[0] = 1;
    return 0;
}
