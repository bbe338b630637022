// malloc/calloc/realloc: growing and shrinking keeps the prefix, calloc zeroes, realloc(NULL) and a dynamic array.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    int *z = calloc(10, sizeof *z);
    int s = 0;
    for (int i = 0; i < 10; i++) s += z[i];
    printf("calloc sum %d\n", s);
    size_t cap = 1, len = 0;
    long *v = realloc(NULL, cap * sizeof *v);
    for (long i = 0; i < 1000; i++) {
        if (len == cap) { cap *= 2; v = realloc(v, cap * sizeof *v); }
        v[len++] = i * i;
    }
    printf("len %zu cap %zu v[999] %ld\n", len, cap, v[999]);
    v = realloc(v, 10 * sizeof *v);
    long t = 0;
    for (int i = 0; i < 10; i++) t += v[i];
    printf("after shrink %ld\n", t);
    char *str = malloc(4);
    strcpy(str, "abc");
    str = realloc(str, 100);
    strcat(str, "defghijklmnop");
    printf("%s\n", str);
    free(str);
    free(v);
    free(z);
    char *blocks[20];
    for (int i = 0; i < 20; i++) { blocks[i] = malloc(i + 1); memset(blocks[i], 'a' + i, i); blocks[i][i] = 0; }
    for (int i = 0; i < 20; i += 2) free(blocks[i]);
    for (int i = 1; i < 20; i += 6) printf("%s\n", blocks[i]);
    for (int i = 1; i < 20; i += 2) free(blocks[i]);
    free(NULL);
    return 0;
}
