// Loads and stores through constant addresses (globals, their fields and elements, constant tables) of every width, which link resolves to places in the data objects: the values of native code.
// EXPECT: safe
// MODE: run-diff
#include <stdint.h>
#include <stdio.h>

struct rec { uint8_t b; uint16_t h; uint32_t w; uint64_t d; char *p; };

static struct rec r = { 1, 2, 3, 4, 0 };
static int64_t arr[5] = { -1, -2, -3, -4, -5 };
static const uint32_t table[4] = { 0xdeadbeef, 7, 0x80000000u, 9 };
static const char name[] = "const";
static char buf[16];
static double real = 1.5;
static float small = 2.25f;
static int counter;

int main(void) {
    r.b = (uint8_t)(r.b + 200);
    r.h = (uint16_t)(r.h * 30000);
    r.w = r.w << 30;
    r.d = r.d - 5;
    r.p = buf;
    arr[0] = arr[4] * 3;
    arr[2] += arr[1];
    buf[0] = name[1];
    buf[1] = name[4];
    buf[15] = 'z';
    real = real * 4.0;
    small = small - 0.25f;
    for (int i = 0; i < 10; i++)
        counter++;
    *r.p = 'C';
    printf("%u %u %u %llu %c%c%c\n", r.b, r.h, r.w, (unsigned long long)r.d, buf[0], buf[1], buf[15]);
    printf("%lld %lld %lld\n", (long long)arr[0], (long long)arr[2], (long long)arr[4]);
    printf("%x %u %x %u %s\n", table[0], table[1], table[2], table[3], name);
    printf("%g %g %d\n", real, small, counter);
    return 0;
}
