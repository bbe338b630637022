// GNU extras: asprintf and vasprintf (short, empty and longer-than-one-chunk results, the count returned), GNU strerror_r (a static text, or the unknown-error text truncated into the buffer), and swab (pairs exchanged; an odd last byte and a negative count copy nothing).
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int vformat(char **out, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int n = vasprintf(out, fmt, ap);
    va_end(ap);
    return n;
}

int main(void) {
    char *s;
    int n = asprintf(&s, "%s=%d (%.2f)", "answer", 42, 2.5);
    printf("%d [%s] %zu\n", n, s, strlen(s));
    free(s);
    n = asprintf(&s, "%s", "");
    printf("%d [%s]\n", n, s);
    free(s);
    n = vformat(&s, "%0*d|%-5s|%c", 1500, 7, "ab", 'z');
    printf("%d %zu %.3s...%s\n", n, strlen(s), s, s + 1495);
    free(s);

    char buf[64];
    printf("gnu strerror_r: %s\n", strerror_r(ENOENT, buf, sizeof buf));
    char small[8];
    char *u = strerror_r(123456, small, sizeof small);
    printf("gnu unknown: [%s] in buffer %d\n", u, u == small);

    char src[8] = "abcdefg", dst[8];
    memset(dst, '.', sizeof dst);
    swab(src, dst, 6);
    printf("swab 6: %.7s\n", dst);
    memset(dst, '.', sizeof dst);
    swab(src, dst, 7);
    printf("swab 7: %.7s\n", dst);
    memset(dst, '.', sizeof dst);
    swab(src, dst, -2);
    swab(src, dst, 1);
    printf("swab -2, 1: %.7s\n", dst);
    return 0;
}
