// glibc 2.32's strerrordesc_np, sigdescr_np and sigabbrev_np: the description or name of a known error or signal, and NULL (not strerror's "Unknown error") for an unknown number; divm lacked them, so programs using them did not compile.
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

static const char *or_null(const char *s) { return s ? s : "(null)"; }

int main(void) {
    for (int e = -1; e < 140; e++)
        printf("error %d: %s\n", e, or_null(strerrordesc_np(e)));
    printf("error 100000: %s\n", or_null(strerrordesc_np(100000)));
    for (int s = -1; s <= 32; s++)
        printf("signal %d: %s / %s\n", s, or_null(sigabbrev_np(s)), or_null(sigdescr_np(s)));
    return 0;
}
