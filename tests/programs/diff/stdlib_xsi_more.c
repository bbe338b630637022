// XSI and GNU odds and ends: a64l/l64a, getsubopt (known, unknown and valueless suboptions), tempnam (directory fallback, prefix), ctermid, setlinebuf, the *_unlocked stream calls, strdupa/strndupa, _tolower/_toupper, confstr(_CS_PATH), locale objects (newlocale/uselocale/duplocale/freelocale, ENOENT for unknown names) and the *_l functions, waitid ECHILD, posix_fadvise/posix_fallocate, against glibc.
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int main(void) {
    long vals[] = {0, 1, 63, 64, 123456, 0x7fffffff};
    for (int i = 0; i < 6; i++) {
        char *s = l64a(vals[i]);
        printf("l64a(%ld) = \"%s\", back %ld\n", vals[i], s, a64l(s));
    }
    printf("a64l(\"zzzzzzzz\") = %ld\n", a64l("zzzzzzzz"));
    printf("a64l(\"a!\") = %ld\n", a64l("a!"));

    char opts[] = "ro,size=10,bogus=1,,sync";
    char *keys[] = {"ro", "rw", "size", "sync", NULL};
    char *p = opts, *val;
    while (*p) {
        int k = getsubopt(&p, keys, &val);
        printf("getsubopt: %d value %s\n", k, val ? val : "(null)");
    }

    char *t = tempnam("/nonexistent", "abcdefgh");
    assert(t);
    /* (the prefix is cut to five characters; glibc's random part may
     * start with 'f', so "abcdef" alone would tell nothing 1 time in 62) */
    printf("tempnam in /tmp: %d, prefix: %d\n", strncmp(t, "/tmp/", 5) == 0, strncmp(t + 5, "abcde", 5) == 0 && !strstr(t, "abcdefgh"));
    free(t);
    char buf[L_ctermid];
    printf("ctermid: %s %s\n", ctermid(NULL), ctermid(buf));

    setlinebuf(stdout);
    fputs_unlocked("unlocked\n", stdout);
    fwrite_unlocked("abc\n", 1, 4, stdout);
    fflush_unlocked(stdout);
    printf("feof/ferror/fileno: %d %d %d\n", feof_unlocked(stdin), ferror_unlocked(stdout), fileno_unlocked(stdout));
    clearerr_unlocked(stdout);

    const char *src = "duplicate";
    char *d = strdupa(src);
    char *n = strndupa(src, 3);
    printf("strdupa %s strndupa %s\n", d, n);
    printf("_tolower %c _toupper %c\n", _tolower('Q'), _toupper('q'));

    size_t len = confstr(_CS_PATH, NULL, 0);
    char path[64];
    confstr(_CS_PATH, path, sizeof path);
    printf("confstr: %zu %s\n", len, path);
    char small[4];
    printf("confstr small: %zu \"%s\"\n", confstr(_CS_PATH, small, sizeof small), small);
    errno = 0;
    printf("confstr bad: %zu EINVAL %d\n", confstr(-1, NULL, 0), errno == EINVAL);

    locale_t c = newlocale(LC_ALL_MASK, "C", (locale_t)0);
    assert(c);
    locale_t old = uselocale(c);
    printf("uselocale old global: %d\n", old == LC_GLOBAL_LOCALE);
    printf("uselocale query: %d\n", uselocale((locale_t)0) == c);
    uselocale(LC_GLOBAL_LOCALE);
    locale_t c2 = duplocale(c);
    assert(c2);
    printf("_l: %d %d %c %c %d %d\n", isalpha_l('a', c) != 0, isdigit_l('a', c) != 0, toupper_l('x', c), tolower_l('X', c),
           strcasecmp_l("ABC", "abc", c), strcoll_l("a", "b", c) < 0);
    char xf[8];
    printf("strxfrm_l %zu %s, strerror_l %s\n", strxfrm_l(xf, "xyz", sizeof xf, c), xf, strerror_l(ENOENT, c));
    struct tm tm = {.tm_year = 100, .tm_mon = 0, .tm_mday = 2, .tm_hour = 3};
    char tb[32];
    strftime_l(tb, sizeof tb, "%Y-%m-%d %H", &tm, c);
    printf("strftime_l %s\n", tb);
    freelocale(c2);
    freelocale(c);
    errno = 0;
    printf("newlocale unknown: %d ENOENT %d\n", newlocale(LC_ALL_MASK, "xx_YY.nope", (locale_t)0) == (locale_t)0, errno == ENOENT);

    siginfo_t si;
    errno = 0;
    printf("waitid: %d ECHILD %d\n", waitid(P_ALL, 0, &si, WEXITED), errno == ECHILD);

    char name[64];
    snprintf(name, sizeof name, "/tmp/xsi_more_%d", (int)getpid());
    int fd = open(name, O_CREAT | O_RDWR | O_TRUNC, 0600);
    assert(fd >= 0);
    printf("fadvise: %d %d\n", posix_fadvise(fd, 0, 0, POSIX_FADV_SEQUENTIAL), posix_fadvise(fd, 0, 0, 99));
    printf("fallocate: %d", posix_fallocate(fd, 10, 90));
    struct stat st;
    fstat(fd, &st);
    printf(" size %lld, again %d", (long long)st.st_size, posix_fallocate(fd, 0, 5));
    fstat(fd, &st);
    printf(" size %lld, bad %d %d\n", (long long)st.st_size, posix_fallocate(fd, 0, 0), posix_fallocate(99, 0, 1));
    close(fd);
    fd = open(name, O_RDONLY);
    printf("fallocate read-only: %d\n", posix_fallocate(fd, 0, 1000));
    close(fd);
    unlink(name);
    return 0;
}
