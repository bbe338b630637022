/* rand.c -- random number generators that give glibc's sequences, so that
 * programs print the same numbers as natively: rand/random (an additive
 * lagged-Fibonacci generator, x[i] = x[i-3] + x[i-31] mod 2^32, seeded by a
 * Lehmer generator and run 310 steps before use), rand_r (three steps of an
 * LCG, 11+10+10 bits) and the POSIX 48-bit family (drand48 & co);
 * initstate and setstate with glibc's state sizes and layout; the
 * reentrant forms (random_r, drand48_r & co.) on the caller's state. */
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

/* ---- reentrant forms ------------------------------------------------------ */

int random_r(struct random_data *restrict b, int *restrict result) {
    if (!b || !result)
        return errno = EINVAL, -1;
    int32_t *st = b->state;
    if (b->rand_type == 0) {
        st[0] = (int32_t)(((uint32_t)st[0] * 1103515245u + 12345u) & 0x7fffffff);
        *result = st[0];
        return 0;
    }
    uint32_t v = (uint32_t)*b->fptr + (uint32_t)*b->rptr;
    *b->fptr = (int32_t)v;
    *result = (int32_t)(v >> 1);
    if (++b->fptr >= b->end_ptr) {
        b->fptr = st;
        ++b->rptr;
    } else if (++b->rptr >= b->end_ptr) {
        b->rptr = st;
    }
    return 0;
}

int srandom_r(unsigned seed, struct random_data *b) {
    if (!b || b->rand_type < 0 || b->rand_type >= MAX_TYPES)
        return errno = EINVAL, -1;
    int32_t *st = b->state, x = seed == 0 ? 1 : (int32_t)seed;
    st[0] = x;
    if (b->rand_type == 0)
        return 0;
    for (int i = 1; i < b->rand_deg; i++)
        st[i] = x = lehmer(x);
    b->fptr = &st[b->rand_sep];
    b->rptr = &st[0];
    int discard;
    for (int i = 0; i < 10 * b->rand_deg; i++)
        random_r(b, &discard);
    return 0;
}

/* Records type and read position in the word before the table. */
static void save_r(struct random_data *b) {
    b->state[-1] = b->rand_type == 0 ? 0 : (int32_t)(MAX_TYPES * (b->rptr - b->state) + b->rand_type);
}

int initstate_r(unsigned seed, char *restrict buf, size_t n, struct random_data *restrict b) {
    int t = n < 8 ? -1 : n < 32 ? 0 : n < 64 ? 1 : n < 128 ? 2 : n < 256 ? 3 : 4;
    if (!b || t < 0)
        return errno = EINVAL, -1;
    int32_t *st = (int32_t *)buf + 1;
    b->rand_type = t, b->rand_deg = degrees[t], b->rand_sep = seps[t];
    b->state = st;
    b->end_ptr = st + degrees[t];
    srandom_r(seed, b);
    save_r(b);
    return 0;
}

int setstate_r(char *restrict buf, struct random_data *restrict b) {
    if (!buf || !b)
        return errno = EINVAL, -1;
    int32_t *st = (int32_t *)buf + 1;
    int32_t code = st[-1];
    int t = code % MAX_TYPES, r = code / MAX_TYPES;
    if (code < 0 || (t != 0 && r >= degrees[t]))
        return errno = EINVAL, -1;
    save_r(b);
    b->rand_type = t, b->rand_deg = degrees[t], b->rand_sep = seps[t];
    if (t != 0) {
        b->rptr = &st[r];
        b->fptr = &st[(r + seps[t]) % degrees[t]];
    }
    b->state = st;
    b->end_ptr = st + degrees[t];
    return 0;
}

/* x' = a*x + c with the buffer's a and c, glibc's defaults until set. */
static uint64_t iter48_r(unsigned short x[3], struct drand48_data *b) {
    if (!b->__init) {
        b->__a = 0x5deece66dull;
        b->__c = 0xb;
        b->__init = 1;
    }
    uint64_t v = (b->__a * get48(x) + b->__c) & 0xffffffffffffull;
    put48(x, v);
    return v;
}

int erand48_r(unsigned short xsubi[3], struct drand48_data *restrict b, double *restrict r) {
    *r = (double)iter48_r(xsubi, b) / 281474976710656.0;
    return 0;
}
int drand48_r(struct drand48_data *restrict b, double *restrict r) { return erand48_r(b->__x, b, r); }

int nrand48_r(unsigned short xsubi[3], struct drand48_data *restrict b, long *restrict r) {
    *r = (long)(iter48_r(xsubi, b) >> 17);
    return 0;
}
int lrand48_r(struct drand48_data *restrict b, long *restrict r) { return nrand48_r(b->__x, b, r); }

int jrand48_r(unsigned short xsubi[3], struct drand48_data *restrict b, long *restrict r) {
    *r = (long)(int32_t)(uint32_t)(iter48_r(xsubi, b) >> 16);
    return 0;
}
int mrand48_r(struct drand48_data *restrict b, long *restrict r) { return jrand48_r(b->__x, b, r); }

int srand48_r(long seed, struct drand48_data *b) {
    put48(b->__x, ((uint64_t)(uint32_t)seed << 16) | 0x330e);
    b->__a = 0x5deece66dull;
    b->__c = 0xb;
    b->__init = 1;
    return 0;
}

int seed48_r(unsigned short seed[3], struct drand48_data *b) {
    for (int i = 0; i < 3; i++) {
        b->__old_x[i] = b->__x[i];
        b->__x[i] = seed[i];
    }
    b->__a = 0x5deece66dull;
    b->__c = 0xb;
    b->__init = 1;
    return 0;
}

int lcong48_r(unsigned short p[7], struct drand48_data *b) {
    b->__x[0] = p[0], b->__x[1] = p[1], b->__x[2] = p[2];
    b->__a = get48(p + 3);
    b->__c = p[6];
    b->__init = 1;
    return 0;
}
