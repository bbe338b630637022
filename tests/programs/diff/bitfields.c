// Bit-fields of odd widths (1, 3, 5, 13, 33 bits), signed and unsigned, packed into shared bytes.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <string.h>

struct bf {
    unsigned a : 1;
    unsigned b : 3;
    int c : 5;
    unsigned d : 13;
    unsigned long long e : 33;
    long long f : 31;
    unsigned char g : 7;
};

int main(void) {
    struct bf s;
    memset(&s, 0, sizeof s);
    s.a = 3;          /* truncated to 1 */
    s.b = 13;         /* 5 */
    s.c = -3;
    s.d = 9000;
    s.e = 0x1FFFFFFFFull + 5; /* wraps to 4 */
    s.f = -123456789;
    s.g = 200;        /* 72 */
    printf("%u %u %d %u %llu %lld %u\n", s.a, s.b, s.c, s.d, (unsigned long long)s.e, (long long)s.f, s.g);
    for (int i = 0; i < 20; i++) {
        s.b++;
        s.c -= 2;
        s.d += 1000;
        s.e = s.e * 3 + 1;
    }
    printf("%u %d %u %llu\n", s.b, s.c, s.d, (unsigned long long)s.e);
    unsigned char raw[sizeof s];
    memcpy(raw, &s, sizeof s);
    printf("size %zu bytes:", sizeof s);
    for (size_t i = 0; i < sizeof s; i++) printf(" %02x", raw[i]);
    printf("\n");
    struct { signed int x : 4; } t = { 7 };
    t.x += 1; /* implementation-defined wrap: -8 with clang */
    printf("t.x=%d\n", t.x);
    return 0;
}
