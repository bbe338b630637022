// initstate/setstate against glibc: each state size (8 bytes: the LCG; 32, 64, 128, 256: lags 7, 15, 31, 63) gives glibc's sequence, setstate switches between two states and each goes on where it stopped, initstate and setstate return the previous state (the default one first), and a buffer under 8 bytes fails.
// EXPECT: safe
// MODE: run-diff
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

static void show(const char *what) {
    printf("%s:", what);
    for (int i = 0; i < 4; i++)
        printf(" %ld", random());
    printf("\n");
}

int main(void) {
    static long b8[1], b32[4], b64[8], b128[16], b256[32], other[32];
    show("default");
    char *def = initstate(7, (char *)b8, 8);
    show("8 bytes");
    initstate(7, (char *)b32, 32);
    show("32 bytes");
    initstate(7, (char *)b64, 64);
    show("64 bytes");
    initstate(7, (char *)b128, 128);
    show("128 bytes");
    char *prev = initstate(7, (char *)b256, 256);
    printf("initstate returned the previous state: %d\n", prev == (char *)b128);
    show("256 bytes");
    initstate(99, (char *)other, 256);
    show("other");
    prev = setstate((char *)b256);
    printf("setstate returned the previous state: %d\n", prev == (char *)other);
    show("256 again");
    setstate((char *)other);
    show("other again");
    setstate((char *)b8);
    show("8 again");
    setstate(def);
    show("default again");
    srandom(3);
    show("default reseeded");
    long small[1];
    errno = 0;
    printf("too small: %d EINVAL %d\n", initstate(1, (char *)small, 4) == NULL, errno == EINVAL);
    return 0;
}
