// Safe twin of the misalignment tests: packed struct members, memcpy from odd offsets, and casts to offsets that are multiples of the type's alignment.
// EXPECT: safe
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct __attribute__((packed)) rec {
    char tag;
    int32_t value;
    int64_t stamp;
};

int main(void) {
    struct rec r[3];
    for (int i = 0; i < 3; i++) {
        r[i].tag = (char)('a' + i);
        r[i].value = i * 1000;
        r[i].stamp = (int64_t)i << 40;
    }
    long sum = 0;
    for (int i = 0; i < 3; i++)
        sum += r[i].value + (r[i].stamp >> 40);
    unsigned char buf[32];
    for (int i = 0; i < 32; i++)
        buf[i] = (unsigned char)(i * 7);
    uint32_t w;
    memcpy(&w, buf + 3, sizeof w);
    uint32_t *aligned = (uint32_t *)(buf + 8);
    *aligned ^= 0xffu;
    double *d = malloc(4 * sizeof *d);
    if (!d)
        return 0;
    char *bytes = (char *)d;
    double *third = (double *)(bytes + 2 * sizeof(double));
    *third = 2.5;
    printf("%ld %x %x %g\n", sum, w, *aligned, d[2]);
    free(d);
    return 0;
}
