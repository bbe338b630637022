// string.h beyond the basics: strtok_r (nested), strsep, strcoll/strxfrm in the C locale, strerror and strerror_r texts, stpcpy/stpncpy, memccpy, memrchr, strcasecmp/strncasecmp, strchr of the terminator, empty needles, strlcpy-free truncation with strncpy padding.
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static int sgn(int x) { return (x > 0) - (x < 0); }

int main(void) {
    /* strtok_r: two tokenisers at once */
    char outer[] = "a=1;b=22;;c=333";
    char *s1, *s2;
    for (char *kv = strtok_r(outer, ";", &s1); kv; kv = strtok_r(NULL, ";", &s1)) {
        char *k = strtok_r(kv, "=", &s2);
        char *v = strtok_r(NULL, "=", &s2);
        printf("key %s value %s\n", k, v ? v : "(none)");
    }
    char only_delims[] = ";;;";
    printf("only delimiters: %p\n", (void *)strtok_r(only_delims, ";", &s1));

    /* strsep keeps empty fields */
    char line[] = "x,,y,";
    char *p = line, *tok;
    int i = 0;
    while ((tok = strsep(&p, ",")) != NULL)
        printf("strsep %d [%s]\n", i++, tok);

    /* the C locale: strcoll is strcmp, strxfrm copies */
    printf("strcoll %d %d %d\n", sgn(strcoll("abc", "abd")), sgn(strcoll("b", "a")), strcoll("same", "same"));
    char xf[16];
    size_t n = strxfrm(xf, "collate", sizeof xf);
    printf("strxfrm %zu [%s] needs %zu\n", n, xf, strxfrm(NULL, "a longer string", 0));
    char small[4] = "zzz";
    printf("strxfrm small %zu\n", strxfrm(small, "abcdef", sizeof small));

    /* strerror: glibc's texts */
    int errs[] = {0, EPERM, ENOENT, EINTR, EIO, EBADF, EAGAIN, ENOMEM, EACCES, EEXIST, EINVAL, ERANGE, EDOM, EDEADLK, ETIMEDOUT, EBUSY, ENOSPC, EPIPE};
    for (size_t k = 0; k < sizeof errs / sizeof errs[0]; k++)
        printf("strerror(%d) = %s\n", errs[k], strerror(errs[k]));
    printf("strerror(unknown) = %s\n", strerror(9999));
    char eb[64];
    char *r = strerror_r(ENOENT, eb, sizeof eb);
    printf("strerror_r %s\n", r);

    /* copies that return the end */
    char buf[32];
    char *end = stpcpy(buf, "abc");
    end = stpcpy(end, "def");
    printf("stpcpy [%s] len %td\n", buf, end - buf);
    memset(buf, 'Z', sizeof buf);
    end = stpncpy(buf, "hi", 5);
    printf("stpncpy pads: %d %d %d %d %d, end at %td, next %c\n", buf[0], buf[1], buf[2], buf[3], buf[4], end - buf, buf[5]);
    memset(buf, 'Z', sizeof buf);
    strncpy(buf, "truncated", 4);
    printf("strncpy no terminator: %.6s\n", buf);
    char dst[16] = {0};
    void *stop = memccpy(dst, "copy:until", ':', sizeof dst);
    printf("memccpy [%s] stopped after %td\n", dst, (char *)stop - dst);
    printf("memccpy absent %p\n", memccpy(dst, "none", '#', 4));
    const char hay[] = "a.b.c.d";
    printf("memrchr %td memchr %td\n", (const char *)memrchr(hay, '.', 7) - hay, (const char *)memchr(hay, '.', 7) - hay);

    /* case-insensitive comparison */
    printf("strcasecmp %d %d %d\n", sgn(strcasecmp("HeLLo", "hello")), sgn(strcasecmp("abc", "ABD")), sgn(strncasecmp("ABCx", "abcy", 3)));

    /* corner cases */
    const char *s = "text";
    printf("strchr NUL at %td, strrchr NUL at %td\n", strchr(s, 0) - s, strrchr(s, 0) - s);
    printf("strstr empty needle %td, strpbrk none %p\n", strstr(s, "") - s, (void *)strpbrk(s, "XYZ"));
    printf("strspn all %zu, strcspn none %zu\n", strspn("aaaa", "a"), strcspn("abc", ""));
    printf("memcmp unsigned bytes: %d\n", sgn(memcmp("\x80", "\x01", 1)));
    printf("strcmp unsigned chars: %d\n", sgn(strcmp("\xff", "a")));
    char *d = strndup("abcdef", 3);
    printf("strndup [%s] %zu\n", d, strlen(d));
    free(d);
    return 0;
}
