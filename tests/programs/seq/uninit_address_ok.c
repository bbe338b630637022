// Safe twin of uninit_address: calloc'd indices are defined zeroes.
// EXPECT: safe
#include <stdlib.h>
#include <stdio.h>

int main(void) {
    int table[8] = { 5 };
    int *idx = calloc(4, sizeof *idx);
    idx[0] = 1; idx[1] = 2; idx[3] = 3;
    int s = 0;
    for (int i = 0; i < 4; i++)
        s += table[idx[i] & 7];
    printf("%d\n", s);
    free(idx);
    return 0;
}
