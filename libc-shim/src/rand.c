/* rand.c -- random number generators that give glibc's sequences, so that
 * programs print the same numbers as natively: rand/random (an additive
 * lagged-Fibonacci generator, x[i] = x[i-3] + x[i-31] mod 2^32, seeded by a
 * Lehmer generator and run 310 steps before use), rand_r (three steps of an
 * LCG, 11+10+10 bits) and the POSIX 48-bit family (drand48 & co);
 * initstate and setstate with glibc's state sizes and layout. */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>

/* The additive generator's state: a table of `deg` words in a buffer
 * whose word before the table records, while the buffer is not in use, the
 * generator's type and read position (glibc's layout, so that setstate
 * takes back what initstate or setstate gave). Types by buffer size: 8 to
 * 31 bytes an LCG (type 0), then lags (7, 3), (15, 1), (31, 3), (63, 1).
 * The default is type 3 in a buffer of 32 words. */
#define MAX_TYPES 5
static const int degrees[MAX_TYPES] = {0, 7, 15, 31, 63};
static const int seps[MAX_TYPES] = {0, 3, 1, 3, 1};

static int32_t default_buf[32] = {3};
static int32_t *state = default_buf + 1; /* the table */
static int type = 3, deg = 31, sep = 3;
static int front = 3, rear = 0; /* indices of fptr and rptr */
static int seeded;                /* the default table is seeded at first use */

/* 16807 * x mod (2^31 - 1) by Schrage's method, in 32-bit words as glibc
 * computes it (a seed above 2^31 starts negative). */
static int32_t lehmer(int32_t x) {
    long hi = x / 127773, lo = x % 127773;
    int32_t w = (int32_t)(16807 * lo - 2836 * hi);
    return w < 0 ? w + 2147483647 : w;
}

static uint32_t step(void) {
    if (type == 0) {
        int32_t v = (int32_t)(((uint32_t)state[0] * 1103515245u + 12345u) & 0x7fffffff);
        state[0] = v;
        return (uint32_t)v;
    }
    uint32_t v = (uint32_t)state[front] + (uint32_t)state[rear];
    state[front] = (int32_t)v;
    front = front + 1 == deg ? 0 : front + 1;
    rear = rear + 1 == deg ? 0 : rear + 1;
    return v >> 1;
}

void srandom(unsigned seed) {
    int32_t x = seed == 0 ? 1 : (int32_t)seed;
    seeded = 1;
    state[0] = x;
    if (type == 0)
        return;
    for (int i = 1; i < deg; i++) {
        x = lehmer(x);
        state[i] = x;
    }
    front = sep;
    rear = 0;
    for (int i = 0; i < 10 * deg; i++)
        step();
}

long random(void) {
    if (!seeded)
        srandom(1);
    return (long)step();
}

/* Records the current type and position in the word before the table. */
static void save_position(void) { state[-1] = type == 0 ? 0 : MAX_TYPES * rear + type; }

char *initstate(unsigned seed, char *buf, size_t n) {
    int t = n < 8 ? -1 : n < 32 ? 0 : n < 64 ? 1 : n < 128 ? 2 : n < 256 ? 3 : 4;
    if (t < 0) {
        errno = EINVAL;
        return NULL;
    }
    if (!seeded)
        srandom(1); /* the default table as it would have been */
    save_position();
    char *old = (char *)(state - 1);
    state = (int32_t *)buf + 1;
    type = t, deg = degrees[t], sep = seps[t];
    srandom(seed);
    save_position();
    return old;
}

char *setstate(char *buf) {
    int32_t *s = (int32_t *)buf + 1;
    int32_t code = s[-1];
    int t = code % MAX_TYPES, r = code / MAX_TYPES;
    if (code < 0 || (t != 0 && r >= degrees[t])) {
        errno = EINVAL;
        return NULL;
    }
    if (!seeded)
        srandom(1);
    save_position();
    char *old = (char *)(state - 1);
    state = s;
    type = t, deg = degrees[t], sep = seps[t];
    if (t != 0) {
        rear = r;
        front = (r + sep) % deg;
    }
    return old;
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
