// The reentrant generators random_r (initstate_r, srandom_r, setstate_r, every state size) and drand48_r & co. (srand48_r, seed48_r, lcong48_r, the default a and c of a zeroed buffer) give glibc's sequences on the caller's state; divm lacked them and the structs, so programs using them did not compile.
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    static const size_t sizes[] = {8, 32, 64, 128, 256};
    for (int k = 0; k < 5; k++) {
        struct random_data rd;
        char st[256];
        memset(&rd, 0, sizeof rd);
        printf("initstate_r(%zu) %d:", sizes[k], initstate_r(42 + k, st, sizes[k], &rd));
        for (int i = 0; i < 4; i++) {
            int r;
            random_r(&rd, &r);
            printf(" %d", r);
        }
        srandom_r(7, &rd);
        int r;
        random_r(&rd, &r);
        printf(" | reseeded %d\n", r);
    }
    struct random_data a, b;
    char sa[128], sb[64];
    memset(&a, 0, sizeof a);
    memset(&b, 0, sizeof b);
    initstate_r(1, sa, sizeof sa, &a);
    initstate_r(2, sb, sizeof sb, &b);
    int r;
    random_r(&a, &r);
    random_r(&a, &r);
    printf("setstate_r to b's: %d", setstate_r(sb, &a));
    random_r(&a, &r);
    printf(" -> %d", r);
    random_r(&b, &r);
    printf(" (b itself %d)", r);
    printf(" back to a's: %d", setstate_r(sa, &a));
    random_r(&a, &r);
    printf(" -> %d\n", r);
    printf("initstate_r too small: %d\n", initstate_r(1, sa, 7, &a));

    struct drand48_data d;
    memset(&d, 0, sizeof d);
    double x;
    long l;
    drand48_r(&d, &x);
    printf("zeroed buffer: %.17g\n", x);
    srand48_r(12345, &d);
    for (int i = 0; i < 3; i++) {
        drand48_r(&d, &x);
        lrand48_r(&d, &l);
        printf("drand48_r %.17g lrand48_r %ld", x, l);
        mrand48_r(&d, &l);
        printf(" mrand48_r %ld\n", l);
    }
    unsigned short seed[3] = {1, 2, 3}, xs[3] = {9, 8, 7};
    seed48_r(seed, &d);
    printf("after seed48_r old %u %u %u", d.__old_x[0], d.__old_x[1], d.__old_x[2]);
    lrand48_r(&d, &l);
    printf(" lrand48_r %ld", l);
    erand48_r(xs, &d, &x);
    nrand48_r(xs, &d, &l);
    printf(" erand48_r %.17g nrand48_r %ld", x, l);
    jrand48_r(xs, &d, &l);
    printf(" jrand48_r %ld\n", l);
    unsigned short p[7] = {1, 0, 0, 5, 0, 0, 3};
    lcong48_r(p, &d);
    for (int i = 0; i < 3; i++) {
        lrand48_r(&d, &l);
        printf("lcong48_r x=%u %u %u\n", d.__x[0], d.__x[1], d.__x[2]);
    }
    return 0;
}
