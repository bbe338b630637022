// strtol/strtoul/strtoll/strtoull with bases 0/2/8/16/36, end pointers and ERANGE; atoi/atol/atoll; strtod/atof; div/ldiv/lldiv.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <stdlib.h>
#include <errno.h>

static void tl(const char *s, int base) {
    char *end;
    errno = 0;
    long v = strtol(s, &end, base);
    int e1 = errno;
    errno = 0;
    unsigned long u = strtoul(s, NULL, base);
    int e2 = errno;
    printf("strtol(\"%s\",%d)=%ld end+%td erange %d | strtoul=%lu erange %d\n", s, base, v, end - s, e1 == ERANGE, u, e2 == ERANGE);
}

int main(void) {
    tl("  -123abc", 10);
    tl("0x1F", 0);
    tl("0x1F", 16);
    tl("0755", 0);
    tl("101101", 2);
    tl("zz", 36);
    tl("+42", 0);
    tl("9223372036854775808", 10);
    tl("-9223372036854775809", 10);
    tl("18446744073709551616", 10);
    tl("-1", 10);
    tl("xyz", 10);
    tl("0x", 16);
    errno = 0;
    printf("ll %lld ull %llu\n", strtoll("-9223372036854775808", NULL, 10), strtoull("0xFFFFFFFFFFFFFFFF", NULL, 0));
    printf("atoi %d %d %d atol %ld atoll %lld\n", atoi("  12x"), atoi("-0"), atoi("abc"), atol("-99999"), atoll("123456789012"));
    const char *ds[] = { "3.25", "  -1e-3xyz", "0x1.8p3", "inf", "-Infinity", "nan", "1e400", ".5", "abc", "1e-400" };
    for (int i = 0; i < 10; i++) {
        char *end;
        errno = 0;
        double d = strtod(ds[i], &end);
        printf("strtod(\"%s\")=%g end+%td erange %d\n", ds[i], d != d ? 0.0 : d, end - ds[i], errno == ERANGE);
    }
    printf("strtof %a atof %g\n", (double)strtof("0.1", NULL), atof("2.5e2"));
    div_t q = div(-17, 5);
    ldiv_t lq = ldiv(17L, -5L);
    lldiv_t llq = lldiv(-1000000000000LL, 7LL);
    printf("div %d %d ldiv %ld %ld lldiv %lld %lld\n", q.quot, q.rem, lq.quot, lq.rem, llq.quot, llq.rem);
    return 0;
}
