// A pointer whose bytes are kept in two different blocks still names its object: after the object is freed and
// others are allocated, reassembling the pointer and writing through it is a use after free.
// EXPECT: error memory
#include <stdlib.h>
#include <string.h>

int main(void) {
    int *victim = malloc(sizeof *victim);
    unsigned char *lo = malloc(4), *hi = malloc(4);
    memcpy(lo, (unsigned char *)&victim, 4);
    memcpy(hi, (unsigned char *)&victim + 4, 4);
    free(victim);
    victim = NULL;
    int *keep[20];
    for (int i = 0; i < 20; i++) keep[i] = malloc(sizeof(int));
    int *again;
    memcpy((unsigned char *)&again, lo, 4);
    memcpy((unsigned char *)&again + 4, hi, 4);
    *again = 1; // ERROR
    for (int i = 0; i < 20; i++) free(keep[i]);
    free(lo);
    free(hi);
    return 0;
}
