// Array indices of every integer type, as -O0 code extends them (sext of signed, zext of unsigned, either folded into the index): negative, large unsigned, narrow, and an index used twice.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>

static unsigned char big[70000];
static long tab[16];

int main(void) {
    for (int i = 0; i < 70000; i++)
        big[i] = (unsigned char)(i * 7 + i / 256);
    for (int i = 0; i < 16; i++)
        tab[i] = 1000 + i;
    long *mid = &tab[8];
    int si = -3;
    short ss = -8;
    signed char sc = -1;
    long sl = -2;
    printf("signed %ld %ld %ld %ld\n", mid[si], mid[ss], mid[sc], mid[sl]);
    unsigned u = 65535u;
    unsigned short us = 65535;
    unsigned char uc = 255;
    unsigned long ul = 69999;
    printf("unsigned %d %d %d %d\n", big[u], big[us], big[uc], big[ul]);
    unsigned char *p = &big[40000];
    unsigned short half = 32768; /* negative as a short, not as an unsigned short */
    printf("wide %d %d\n", p[half - 40000 + 10000], p[-(int)half]);
    int twice = 5;
    printf("twice %ld %ld\n", tab[twice] + tab[twice + 1], *(&tab[twice] + twice));
    long acc = 0;
    for (unsigned k = 0; k < 16; k++)
        acc += tab[k] * (long)k;
    for (int k = -8; k < 8; k++)
        acc -= mid[k];
    printf("acc %ld\n", acc);
    return 0;
}
