// Pointers copied byte by byte through char, stored in unions and integers, then dereferenced: provenance survives.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct holder { char pad; char bytes[sizeof(int *)]; };

int main(void) {
    int *heap = malloc(4 * sizeof *heap);
    for (int i = 0; i < 4; i++) heap[i] = 10 * i;
    struct holder h;
    const char *src = (const char *)&heap;
    for (size_t i = 0; i < sizeof heap; i++) h.bytes[i] = src[i];
    int *back;
    char *dst = (char *)&back;
    for (size_t i = 0; i < sizeof back; i++) dst[i] = h.bytes[i];
    printf("byte copy %d %d\n", back[2], back == heap);
    uintptr_t u = (uintptr_t)heap;
    u += 3 * sizeof(int);
    printf("via integer %d\n", *(int *)u);
    union { int *p; unsigned char b[8]; uint64_t w; } un;
    un.p = heap + 1;
    unsigned char tmp[8];
    memcpy(tmp, un.b, 8);
    int *q;
    memcpy(&q, tmp, sizeof q);
    printf("memcpy copy %d\n", *q);
    int **pp = malloc(3 * sizeof *pp);
    for (int i = 0; i < 3; i++) pp[i] = &heap[3 - i];
    int **cp = malloc(3 * sizeof *cp);
    memmove(cp, pp, 3 * sizeof *pp);
    printf("array of pointers %d %d %d\n", *cp[0], *cp[1], *cp[2]);
    free(cp);
    free(pp);
    free(heap);
    return 0;
}
