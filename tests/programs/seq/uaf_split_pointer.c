// A pointer whose bytes are stored in two different blocks still names its object: after the object is freed
// and many others come and go, reassembling the pointer and reading through it is a use after free.
// EXPECT: error memory
#include <stdlib.h>
#include <string.h>

int main(void) {
    int *victim = malloc(sizeof *victim);
    *victim = 1;
    unsigned char *lo = malloc(4), *hi = malloc(4);
    memcpy(lo, (unsigned char *)&victim, 4);
    memcpy(hi, (unsigned char *)&victim + 4, 4);
    victim = NULL;
    int *tmp = 0;
    memcpy((unsigned char *)&tmp, lo, 4);
    memcpy((unsigned char *)&tmp + 4, hi, 4);
    free(tmp);
    for (int i = 0; i < 6000; i++) free(malloc(4));
    static int *keep[6000];
    for (int i = 0; i < 6000; i++) { keep[i] = malloc(sizeof(int)); *keep[i] = 0; }
    int *again = 0;
    memcpy((unsigned char *)&again, lo, 4);
    memcpy((unsigned char *)&again + 4, hi, 4);
    int v = *again; // ERROR
    for (int i = 0; i < 6000; i++) free(keep[i]);
    free(lo);
    free(hi);
    return v;
}
