/* wcs.c -- the rest of <wchar.h>'s wide-string functions: searching,
 * copying, tokens, collation, widths, the restartable string conversions and the numeric conversions (which run the narrow
 * ones on the ASCII prefix: no number or white space goes past it). */
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <wchar.h>
#include <wctype.h>
#include "mb.h"

static int has(const wchar_t *set, wchar_t c) {
    for (; *set; set++)
        if (*set == c)
            return 1;
    return 0;
}

size_t wcsspn(const wchar_t *s, const wchar_t *accept) {
    size_t n = 0;
    while (s[n] && has(accept, s[n]))
        n++;
    return n;
}

size_t wcscspn(const wchar_t *s, const wchar_t *reject) {
    size_t n = 0;
    while (s[n] && !has(reject, s[n]))
        n++;
    return n;
}

wchar_t *wcspbrk(const wchar_t *s, const wchar_t *accept) {
    s += wcscspn(s, accept);
    return *s ? (wchar_t *)s : NULL;
}

wchar_t *wcsstr(const wchar_t *restrict hay, const wchar_t *restrict needle) {
    size_t n = wcslen(needle);
    for (;; hay++) {
        if (wcsncmp(hay, needle, n) == 0)
            return (wchar_t *)hay;
        if (!*hay)
            return NULL;
    }
}

wchar_t *wcsncat(wchar_t *restrict d, const wchar_t *restrict s, size_t n) {
    wchar_t *e = d + wcslen(d);
    size_t k = wcsnlen(s, n);
    wmemcpy(e, s, k);
    e[k] = 0;
    return d;
}

wchar_t *wcpcpy(wchar_t *restrict d, const wchar_t *restrict s) {
    size_t n = wcslen(s);
    wmemcpy(d, s, n + 1);
    return d + n;
}

/* Copies at most n, pads with NULs to n; returns the end of the copy (its
 * NUL, or d + n when none fitted). */
wchar_t *wcpncpy(wchar_t *restrict d, const wchar_t *restrict s, size_t n) {
    size_t k = wcsnlen(s, n);
    wmemcpy(d, s, k);
    wmemset(d + k, 0, n - k);
    return d + k;
}

wchar_t *wcsdup(const wchar_t *s) {
    size_t n = wcslen(s) + 1;
    wchar_t *d = malloc(n * sizeof *d);
    if (!d) {
        errno = ENOMEM;
        return NULL;
    }
    return wmemcpy(d, s, n);
}

int wcscasecmp(const wchar_t *a, const wchar_t *b) {
    for (;; a++, b++) {
        wint_t x = towlower((wint_t)*a), y = towlower((wint_t)*b);
        if (x != y || !x)
            return x < y ? -1 : x > y;
    }
}

int wcsncasecmp(const wchar_t *a, const wchar_t *b, size_t n) {
    for (; n; n--, a++, b++) {
        wint_t x = towlower((wint_t)*a), y = towlower((wint_t)*b);
        if (x != y || !x)
            return x < y ? -1 : x > y;
    }
    return 0;
}

wchar_t *wcstok(wchar_t *restrict s, const wchar_t *restrict delim, wchar_t **restrict save) {
    if (!s)
        s = *save;
    if (!s)
        return NULL;
    s += wcsspn(s, delim);
    if (!*s) {
        *save = s;
        return NULL;
    }
    wchar_t *end = s + wcscspn(s, delim);
    if (*end)
        *end++ = 0;
    *save = end;
    return s;
}

/* The C locale collates by code point. */
int wcscoll(const wchar_t *a, const wchar_t *b) { return wcscmp(a, b); }

size_t wcsxfrm(wchar_t *restrict d, const wchar_t *restrict s, size_t n) {
    size_t len = wcslen(s);
    if (len < n)
        wmemcpy(d, s, len + 1);
    return len;
}

/* Printable ASCII takes a column, NUL none, everything else in the C
 * locale is not printable; C.UTF-8 has glibc's widths (mb.h). */
int wcwidth(wchar_t c) {
    if (c == 0)
        return 0;
    if (c >= 0x80 && __divm_ctype_utf8)
        return __divm_uwidth((wint_t)c);
    return c >= 0x20 && c < 0x7f ? 1 : -1;
}

int wcswidth(const wchar_t *s, size_t n) {
    int w = 0;
    for (; n && *s; n--, s++) {
        int k = wcwidth(*s);
        if (k < 0)
            return -1;
        w += k;
    }
    return w;
}

/* ---- restartable string conversions (mb.h's encoding) ---- */

/* At most len characters into dst (any number when dst is NULL) from the
 * first nms bytes; *src is left after the last whole one converted, or
 * NULL once the NUL was. */
size_t mbsnrtowcs(wchar_t *restrict dst, const char **restrict src, size_t nms, size_t len, mbstate_t *restrict ps) {
    static mbstate_t own;
    if (!ps)
        ps = &own;
    const char *s = *src;
    size_t i = 0;
    for (; !dst || i < len; i++) {
        wchar_t wc;
        size_t k = __divm_mbdecode(&wc, s, nms, ps);
        if (k == (size_t)-1) {
            if (dst)
                *src = s;
            return k;
        }
        if (k == (size_t)-2) { /* the bytes ran out inside a character */
            s += nms;
            break;
        }
        if (dst)
            dst[i] = wc;
        if (k == 0) {
            if (dst)
                *src = NULL;
            return i;
        }
        s += k;
        nms -= k;
    }
    if (dst)
        *src = s;
    return i;
}

size_t mbsrtowcs(wchar_t *restrict dst, const char **restrict src, size_t len, mbstate_t *restrict ps) {
    return mbsnrtowcs(dst, src, (size_t)-1, len, ps);
}

/* At most len bytes into dst, whole characters only. */
size_t wcsnrtombs(char *restrict dst, const wchar_t **restrict src, size_t nwc, size_t len, mbstate_t *restrict ps) {
    if (ps)
        ps->__count = 0;
    const wchar_t *s = *src;
    size_t n = 0;
    for (; nwc; s++, nwc--) {
        char b[8];
        size_t k = __divm_mbencode(b, *s);
        if (k == (size_t)-1) {
            if (dst)
                *src = s;
            return k;
        }
        if (!*s) {
            if (dst) {
                if (n >= len)
                    break;
                dst[n] = 0;
                *src = NULL;
            }
            return n;
        }
        if (dst) {
            if (n + k > len)
                break;
            for (size_t j = 0; j < k; j++)
                dst[n + j] = b[j];
        }
        n += k;
    }
    if (dst)
        *src = s;
    return n;
}

size_t wcsrtombs(char *restrict dst, const wchar_t **restrict src, size_t len, mbstate_t *restrict ps) {
    return wcsnrtombs(dst, src, (size_t)-1, len, ps);
}

/* ---- numbers ---- */

/* The ASCII prefix of s as a narrow string (malloc'd), or NULL. */
static char *narrow(const wchar_t *s) {
    size_t n = 0;
    while (s[n] > 0 && s[n] < 0x80)
        n++;
    char *b = malloc(n + 1);
    if (!b)
        return NULL;
    for (size_t i = 0; i < n; i++)
        b[i] = (char)s[i];
    b[n] = 0;
    return b;
}

/* Runs CALL on the narrow copy `b` with end pointer `e`, then maps the end
 * back to the wide string. */
#define WIDE_CONV(T, CALL)                                                                                             \
    char *b = narrow(s), *e = NULL;                                                                                    \
    if (!b) {                                                                                                          \
        errno = ENOMEM;                                                                                                \
        if (end)                                                                                                       \
            *end = (wchar_t *)s;                                                                                       \
        return 0;                                                                                                      \
    }                                                                                                                  \
    T r = CALL;                                                                                                        \
    if (end)                                                                                                           \
        *end = (wchar_t *)s + (e - b);                                                                                 \
    free(b);                                                                                                           \
    return r

long wcstol(const wchar_t *restrict s, wchar_t **restrict end, int base) { WIDE_CONV(long, strtol(b, &e, base)); }
long long wcstoll(const wchar_t *restrict s, wchar_t **restrict end, int base) { WIDE_CONV(long long, strtoll(b, &e, base)); }
unsigned long wcstoul(const wchar_t *restrict s, wchar_t **restrict end, int base) {
    WIDE_CONV(unsigned long, strtoul(b, &e, base));
}
unsigned long long wcstoull(const wchar_t *restrict s, wchar_t **restrict end, int base) {
    WIDE_CONV(unsigned long long, strtoull(b, &e, base));
}
intmax_t wcstoimax(const wchar_t *restrict s, wchar_t **restrict end, int base) { WIDE_CONV(intmax_t, strtoimax(b, &e, base)); }
uintmax_t wcstoumax(const wchar_t *restrict s, wchar_t **restrict end, int base) {
    WIDE_CONV(uintmax_t, strtoumax(b, &e, base));
}
double wcstod(const wchar_t *restrict s, wchar_t **restrict end) { WIDE_CONV(double, strtod(b, &e)); }
float wcstof(const wchar_t *restrict s, wchar_t **restrict end) { WIDE_CONV(float, strtof(b, &e)); }
long double wcstold(const wchar_t *restrict s, wchar_t **restrict end) { WIDE_CONV(long double, strtold(b, &e)); }
