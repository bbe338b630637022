/* rand.c -- random number generators that give glibc's sequences, so that
 * programs print the same numbers as natively: rand/random (an additive
 * lagged-Fibonacci generator, x[i] = x[i-3] + x[i-31] mod 2^32, seeded by a
 * Lehmer generator and run 310 steps before use), rand_r (three steps of an
 * LCG, 11+10+10 bits) and the POSIX 48-bit family (drand48 & co). */
#include <stdint.h>
#include <stdlib.h>

#define DEG 31 /* the lag, and the size of the table */
#define SEP 3  /* the short lag */

static uint32_t table[DEG];
static int front = SEP, rear = 0, seeded;

/* 16807 * x mod (2^31 - 1) by Schrage's method, in 32-bit words as glibc
 * computes it (a seed above 2^31 starts negative). */
static int32_t lehmer(int32_t x) {
    long hi = x / 127773, lo = x % 127773;
    int32_t w = (int32_t)(16807 * lo - 2836 * hi);
    return w < 0 ? w + 2147483647 : w;
}

static uint32_t step(void) {
    table[front] += table[rear];
    uint32_t r = table[front] >> 1;
    front = front + 1 == DEG ? 0 : front + 1;
    rear = rear + 1 == DEG ? 0 : rear + 1;
    return r;
}

void srandom(unsigned seed) {
    int32_t x = seed == 0 ? 1 : (int32_t)seed;
    table[0] = (uint32_t)x;
    for (int i = 1; i < DEG; i++) {
        x = lehmer(x);
        table[i] = (uint32_t)x;
    }
    front = SEP;
    rear = 0;
    seeded = 1;
    for (int i = 0; i < 10 * DEG; i++)
        step();
}

long random(void) {
    if (!seeded)
        srandom(1);
    return (long)step();
}

void srand(unsigned seed) { srandom(seed); }
int rand(void) { return (int)random(); }

int rand_r(unsigned *seed) {
    unsigned next = *seed;
    next = next * 1103515245u + 12345u;
    unsigned r = (next / 65536) % 2048;
    next = next * 1103515245u + 12345u;
    r = (r << 10) ^ ((next / 65536) % 1024);
    next = next * 1103515245u + 12345u;
    r = (r << 10) ^ ((next / 65536) % 1024);
    *seed = next;
    return (int)r;
}

/* ---- the 48-bit family: x' = a*x + c mod 2^48 ---------------------------- */

static unsigned short x48[3] = {0x330e, 0xabcd, 0x1234};
static unsigned short a48[3] = {0xe66d, 0xdeec, 0x0005};
static unsigned short c48 = 0x000b;
static unsigned short saved[3];

static uint64_t get48(const unsigned short x[3]) {
    return (uint64_t)x[0] | (uint64_t)x[1] << 16 | (uint64_t)x[2] << 32;
}

static void put48(unsigned short x[3], uint64_t v) {
    x[0] = (unsigned short)v;
    x[1] = (unsigned short)(v >> 16);
    x[2] = (unsigned short)(v >> 32);
}

static uint64_t next48(unsigned short x[3]) {
    uint64_t v = (get48(a48) * get48(x) + c48) & 0xffffffffffffull;
    put48(x, v);
    return v;
}

double erand48(unsigned short xsubi[3]) { return (double)next48(xsubi) / 281474976710656.0; }
double drand48(void) { return erand48(x48); }
long nrand48(unsigned short xsubi[3]) { return (long)(next48(xsubi) >> 17); }
long lrand48(void) { return nrand48(x48); }
long jrand48(unsigned short xsubi[3]) { return (long)(int32_t)(uint32_t)(next48(xsubi) >> 16); }
long mrand48(void) { return jrand48(x48); }

void srand48(long seed) {
    put48(x48, ((uint64_t)(uint32_t)seed << 16) | 0x330e);
    put48(a48, 0x5deece66dull);
    c48 = 0xb;
}

unsigned short *seed48(unsigned short seed[3]) {
    saved[0] = x48[0], saved[1] = x48[1], saved[2] = x48[2];
    x48[0] = seed[0], x48[1] = seed[1], x48[2] = seed[2];
    put48(a48, 0x5deece66dull);
    c48 = 0xb;
    return saved;
}

void lcong48(unsigned short p[7]) {
    x48[0] = p[0], x48[1] = p[1], x48[2] = p[2];
    a48[0] = p[3], a48[1] = p[4], a48[2] = p[5];
    c48 = p[6];
}
