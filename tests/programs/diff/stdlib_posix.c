// stdlib.h: strtol/strtoul/strtoll/strtoull bases, end pointers and ERANGE; strtod/strtof/atof forms and overflow; rand/srand/random, rand_r and drand48-family sequences (glibc's algorithms); aligned_alloc/posix_memalign alignment and EINVAL; abs/div families; bsearch misses; mblen in the C locale.
// EXPECT: safe
// MODE: run-diff
#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void l(const char *s, int base) {
    char *end;
    errno = 0;
    long v = strtol(s, &end, base);
    printf("strtol(\"%s\", %d) = %ld, rest \"%s\", ERANGE %d\n", s, base, v, end, errno == ERANGE);
}

static void ul(const char *s, int base) {
    char *end;
    errno = 0;
    unsigned long v = strtoul(s, &end, base);
    printf("strtoul(\"%s\", %d) = %lu, rest \"%s\", ERANGE %d\n", s, base, v, end, errno == ERANGE);
}

static void d(const char *s) {
    char *end;
    errno = 0;
    double v = strtod(s, &end);
    printf("strtod(\"%s\") = %.17g, rest \"%s\", ERANGE %d\n", s, v, end, errno == ERANGE);
}

static int cmp(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

int main(void) {
    l("  -123abc", 10);
    l("0x1fZ", 0);
    l("0755", 0);
    l("08", 0);
    l("zz", 36);
    l("+", 10);
    l("9223372036854775807", 10);
    l("9223372036854775808", 10);
    l("-9223372036854775809", 10);
    l("   ", 10);
    l("0x", 16);
    ul("-1", 10);
    ul("18446744073709551615", 10);
    ul("18446744073709551616", 10);
    ul("0b101", 2);
    char *end;
    errno = 0;
    long long ll = strtoll("-9223372036854775808", &end, 10);
    printf("strtoll min %lld ERANGE %d\n", ll, errno == ERANGE);
    errno = 0;
    unsigned long long ull = strtoull("0XFFFFFFFFFFFFFFFF", &end, 16);
    printf("strtoull max %llu ERANGE %d\n", ull, errno == ERANGE);

    d("3.25e2xyz");
    d("  -0.0");
    d("0x1.8p3");
    d("inf");
    d("-Infinity!");
    d("nan(123)");
    d("1e400");
    d("1e-400");
    d(".e5");
    d("1e");
    errno = 0;
    float f = strtof("1e50", &end);
    printf("strtof overflow %g ERANGE %d\n", (double)f, errno == ERANGE);
    printf("strtof %.9g atof %g atoi %d atol %ld\n", (double)strtof("0.1", NULL), atof("2.5e1junk"), atoi("  42x"), atol("-7"));

    srand(7);
    int r1 = rand(), r2 = rand();
    srand(7);
    printf("rand repeats with srand: %d, RAND_MAX %d\n", r1 == rand() && r2 == rand(), RAND_MAX);
    srand(1);
    printf("rand after srand(1): %d %d %d\n", rand(), rand(), rand());
    srandom(4000000000u);
    printf("random after a seed above 2^31: %ld %ld\n", random(), random());
    srand48(99);
    printf("drand48 %.17g lrand48 %ld mrand48 %ld\n", drand48(), lrand48(), mrand48());
    unsigned short xs[3] = {1, 2, 3};
    printf("erand48 %.17g nrand48 %ld jrand48 %ld\n", erand48(xs), nrand48(xs), jrand48(xs));
    unsigned seed = 12345;
    printf("rand_r:");
    for (int i = 0; i < 5; i++)
        printf(" %d", rand_r(&seed));
    printf(" seed %u\n", seed);

    void *p = aligned_alloc(64, 128);
    printf("aligned_alloc 64: %d\n", p != NULL && (uintptr_t)p % 64 == 0);
    free(p);
    void *q = NULL;
    int rc = posix_memalign(&q, 32, 100);
    printf("posix_memalign 32: %d %d\n", rc, q != NULL && (uintptr_t)q % 32 == 0);
    free(q);
    q = (void *)1;
    rc = posix_memalign(&q, 24, 100);
    printf("posix_memalign 24: EINVAL %d, untouched %d\n", rc == EINVAL, q == (void *)1);

    div_t dv = div(-7, 2);
    ldiv_t ldv = ldiv(7L, -2L);
    lldiv_t lldv = lldiv(-9LL, -4LL);
    printf("div %d %d ldiv %ld %ld lldiv %lld %lld\n", dv.quot, dv.rem, ldv.quot, ldv.rem, lldv.quot, lldv.rem);
    printf("abs %d labs %ld llabs %lld\n", abs(-5), labs(-6L), llabs(-7LL));

    int arr[] = {1, 3, 5, 7, 9};
    int key = 4, key2 = 9;
    printf("bsearch miss %p hit %td\n", bsearch(&key, arr, 5, sizeof(int), cmp),
           (int *)bsearch(&key2, arr, 5, sizeof(int), cmp) - arr);
    printf("bsearch empty %p\n", bsearch(&key, arr, 0, sizeof(int), cmp));
    printf("mblen %d %d %d MB_CUR_MAX %d\n", mblen("a", 1), mblen("", 1), mblen(NULL, 0), (int)MB_CUR_MAX);
    return 0;
}
