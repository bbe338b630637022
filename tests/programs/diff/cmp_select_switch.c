// icmp (every predicate, signed and unsigned), fcmp with NaN (ordered and unordered), select and switch.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <math.h>

static int classify(int x) {
    switch (x) {
    case 0: return 100;
    case 1: case 2: return 101;
    case -5: return 102;
    case 1000: return 103;
    case 0x7fffffff: return 104;
    case 7: x += 1; /* fall through */
    case 8: return 105 + x;
    default: return -1;
    }
}

static const char *sw64(unsigned long long v) {
    switch (v) {
    case 0xFFFFFFFFFFFFFFFFull: return "max";
    case 1ull << 40: return "2^40";
    default: return "other";
    }
}

int main(void) {
    int iv[] = { -3, 0, 5, -2147483647 - 1, 2147483647 };
    for (int i = 0; i < 5; i++)
        for (int j = 0; j < 5; j++) {
            int a = iv[i], b = iv[j];
            unsigned ua = a, ub = b;
            printf("%d%d%d%d%d%d %d%d%d%d|", a == b, a != b, a < b, a <= b, a > b, a >= b,
                   ua < ub, ua <= ub, ua > ub, ua >= ub);
        }
    printf("\n");
    double fv[] = { -1.0, 0.0, -0.0, INFINITY, NAN };
    for (int i = 0; i < 5; i++)
        for (int j = 0; j < 5; j++) {
            double a = fv[i], b = fv[j];
            printf("%d%d%d%d%d%d%d%d|", a == b, a != b, a < b, a <= b, a > b, a >= b,
                   isunordered(a, b), !(a < b));
        }
    printf("\n");
    int sum = 0;
    for (int i = -10; i < 10; i++) sum += (i & 1) ? i * 3 : -i;
    printf("select sum %d %f\n", sum, fv[1] < fv[0] ? 1.0 : 2.0);
    int keys[] = { 0, 1, 2, -5, 1000, 2147483647, 7, 8, 9, -1 };
    for (int i = 0; i < 10; i++) printf("%d ", classify(keys[i]));
    printf("\n%s %s %s\n", sw64(~0ull), sw64(1ull << 40), sw64(3));
    char c = -1; unsigned char uc = 255;
    printf("char cmp %d %d\n", c < 0, uc > 200);
    return 0;
}
