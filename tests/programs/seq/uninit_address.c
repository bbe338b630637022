// Using an uninitialised heap value as an array index (it decides a memory address).
// EXPECT: error uninit
#include <stdlib.h>
#include <stdio.h>

int main(void) {
    int table[8] = { 0 };
    int *idx = malloc(4 * sizeof *idx);
    idx[0] = 1; idx[1] = 2; idx[3] = 3;
    int s = 0;
    for (int i = 0; i < 4; i++)
        s += table[idx[i] & 7]; // ERROR
    printf("%d\n", s);
    free(idx);
    return 0;
}
