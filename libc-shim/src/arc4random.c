/* arc4random.c -- arc4random, arc4random_uniform, arc4random_buf: random
 * numbers are inputs a model checker explores, so each value is a
 * __VERIFIER_nondet_uint (by default 0..16, the whole range in symbolic
 * mode; see dios/nondet.c), not a generator's output. */
#include <errno.h>
#include <stdlib.h>
#include <unistd.h>
#include <string.h>
#include <sys/random.h>
#include "os.h"

unsigned int arc4random(void) { return __VERIFIER_nondet_uint(); }

/* A value below n (0 for n == 0, as glibc): the nondeterministic value
 * reduced modulo n, so every value below n is possible in symbolic mode and
 * those below n within the explored domain otherwise. */
unsigned int arc4random_uniform(unsigned int n) { return n ? __VERIFIER_nondet_uint() % n : 0; }

/* glibc's getentropy: at most 256 bytes (else EIO), each as arc4random_buf
 * gives them. */
int getentropy(void *buf, size_t n) {
    if (n > 256) {
        errno = EIO;
        return -1;
    }
    arc4random_buf(buf, n);
    return 0;
}

/* Linux's getrandom: the flags it knows (GRND_RANDOM and GRND_INSECURE
 * exclude each other, else EINVAL); the pool never blocks, and one call
 * gives at most 32 MiB - 1 bytes, as Linux's does. */
ssize_t getrandom(void *buf, size_t n, unsigned int flags) {
    const unsigned int known = GRND_NONBLOCK | GRND_RANDOM | GRND_INSECURE;
    if ((flags & ~known) || (flags & (GRND_RANDOM | GRND_INSECURE)) == (GRND_RANDOM | GRND_INSECURE)) {
        errno = EINVAL;
        return -1;
    }
    if (n > 33554431)
        n = 33554431;
    arc4random_buf(buf, n);
    return (ssize_t)n;
}

/* Four bytes per value, each value as arc4random gives it. */
void arc4random_buf(void *buf, size_t n) {
    unsigned char *p = buf;
    while (n > 0) {
        unsigned int v = __VERIFIER_nondet_uint();
        size_t k = n < sizeof v ? n : sizeof v;
        memcpy(p, &v, k);
        p += k;
        n -= k;
    }
}
