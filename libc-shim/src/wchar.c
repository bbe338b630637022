/* wchar.c -- wide strings; the multibyte codec of mb.h (ASCII, or UTF-8
 * in C.UTF-8) and the restartable single-character conversions. */
#include <errno.h>
#include <wchar.h>
#include "mb.h"

size_t wcslen(const wchar_t *s) {
    size_t n = 0;
    while (s[n])
        n++;
    return n;
}

size_t wcsnlen(const wchar_t *s, size_t max) {
    size_t n = 0;
    while (n < max && s[n])
        n++;
    return n;
}

int wcscmp(const wchar_t *a, const wchar_t *b) {
    while (*a && *a == *b)
        a++, b++;
    return *a < *b ? -1 : *a > *b;
}

int wcsncmp(const wchar_t *a, const wchar_t *b, size_t n) {
    for (; n; n--, a++, b++) {
        if (*a != *b)
            return *a < *b ? -1 : 1;
        if (!*a)
            break;
    }
    return 0;
}

wchar_t *wcscpy(wchar_t *restrict d, const wchar_t *restrict s) {
    __builtin_memcpy(d, s, (wcslen(s) + 1) * sizeof *s);
    return d;
}

wchar_t *wcsncpy(wchar_t *restrict d, const wchar_t *restrict s, size_t n) {
    size_t k = wcsnlen(s, n);
    __builtin_memcpy(d, s, k * sizeof *s);
    for (; k < n; k++)
        d[k] = 0;
    return d;
}

wchar_t *wcscat(wchar_t *restrict d, const wchar_t *restrict s) {
    wcscpy(d + wcslen(d), s);
    return d;
}

wchar_t *wcschr(const wchar_t *s, wchar_t c) {
    for (;; s++) {
        if (*s == c)
            return (wchar_t *)s;
        if (!*s)
            return NULL;
    }
}

wchar_t *wcschrnul(const wchar_t *s, wchar_t c) {
    while (*s && *s != c)
        s++;
    return (wchar_t *)s;
}

wchar_t *wcsrchr(const wchar_t *s, wchar_t c) {
    const wchar_t *r = NULL;
    for (;; s++) {
        if (*s == c)
            r = s;
        if (!*s)
            return (wchar_t *)r;
    }
}

wchar_t *wmemcpy(wchar_t *restrict d, const wchar_t *restrict s, size_t n) {
    __builtin_memcpy(d, s, n * sizeof *s);
    return d;
}

wchar_t *wmempcpy(wchar_t *restrict d, const wchar_t *restrict s, size_t n) {
    __builtin_memcpy(d, s, n * sizeof *s);
    return d + n;
}

wchar_t *wmemmove(wchar_t *d, const wchar_t *s, size_t n) {
    __builtin_memmove(d, s, n * sizeof *s);
    return d;
}

wchar_t *wmemset(wchar_t *d, wchar_t c, size_t n) {
    for (size_t i = 0; i < n; i++)
        d[i] = c;
    return d;
}

int wmemcmp(const wchar_t *a, const wchar_t *b, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (a[i] != b[i])
            return a[i] < b[i] ? -1 : 1;
    return 0;
}

wchar_t *wmemchr(const wchar_t *s, wchar_t c, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (s[i] == c)
            return (wchar_t *)(s + i);
    return NULL;
}

/* One byte per character, and glibc's single-byte answers in UTF-8 too. */
wint_t btowc(int c) { return c >= 0 && c < 0x80 ? (wint_t)c : WEOF; }
int wctob(wint_t c) { return c < 0x80 ? (int)c : -1; }
int mbsinit(const mbstate_t *ps) { return !ps || ps->__count == 0; }

/* A character in progress keeps in *ps the bytes still wanted (bits 0-7
 * of __count), its whole length (bits 8-15) and the value so far. An
 * invalid sequence leaves *ps as it was (glibc: a broken character stays
 * broken for the next call). */
static size_t bad(void) {
    errno = EILSEQ;
    return (size_t)-1;
}

/* The codec, in UTF-8 or ASCII as `utf8` says. */
static size_t decode(int utf8, wchar_t *pwc, const char *s, size_t n, mbstate_t *ps) {
    const unsigned char *u = (const unsigned char *)s;
    size_t i = 0;
    unsigned want = (unsigned)ps->__count & 0xff, len = ((unsigned)ps->__count >> 8) & 0xff;
    unsigned v = ps->__value;
    if (n == 0)
        return (size_t)-2;
    if (!want) {
        unsigned c = u[i++];
        if (c < 0x80 || !utf8) {
            if (c >= 0x80)
                return bad();
            if (pwc)
                *pwc = (wchar_t)c;
            return c ? 1 : 0;
        }
        if (c < 0xc2 || c > 0xfd) /* a continuation, an overlong lead or 0xfe/0xff */
            return bad();
        len = c < 0xe0 ? 2 : c < 0xf0 ? 3 : c < 0xf8 ? 4 : c < 0xfc ? 5 : 6;
        v = c & (0x7fu >> len);
        want = len - 1;
    }
    for (; want && i < n; want--, i++) {
        if ((u[i] & 0xc0) != 0x80)
            return bad();
        v = v << 6 | (u[i] & 0x3f);
    }
    if (want) {
        ps->__count = (int)(want | len << 8);
        ps->__value = v;
        return (size_t)-2;
    }
    static const unsigned least[7] = {0, 0, 0x80, 0x800, 0x10000, 0x200000, 0x4000000};
    if (v < least[len] || (v >= 0xd800 && v <= 0xdfff))
        return bad();
    ps->__count = 0;
    if (pwc)
        *pwc = (wchar_t)v;
    return v ? i : 0;
}

static size_t encode(int utf8, char *s, wchar_t wc) {
    unsigned v = (unsigned)wc;
    if (v < 0x80 || (!utf8 && wc >= 0)) {
        if (v >= 0x80) {
            errno = EILSEQ;
            return (size_t)-1;
        }
        *s = (char)v;
        return 1;
    }
    if (wc < 0 || (v >= 0xd800 && v <= 0xdfff)) {
        errno = EILSEQ;
        return (size_t)-1;
    }
    size_t len = v < 0x800 ? 2 : v < 0x10000 ? 3 : v < 0x200000 ? 4 : v < 0x4000000 ? 5 : 6;
    for (size_t k = len - 1; k > 0; k--, v >>= 6)
        s[k] = (char)(0x80 | (v & 0x3f));
    s[0] = (char)((0xff00u >> len) | v);
    return len;
}

/* (ASCII needs no look at the locale: a global read is a visible action
 * in a threaded program.) */
size_t __divm_mbdecode(wchar_t *pwc, const char *s, size_t n, mbstate_t *ps) {
    return decode(n && ((unsigned char)*s >= 0x80 || ps->__count) && __divm_ctype_utf8, pwc, s, n, ps);
}

size_t __divm_mbencode(char *s, wchar_t wc) { return encode((unsigned)wc >= 0x80 && __divm_ctype_utf8, s, wc); }

size_t __divm_utf8_decode(wchar_t *pwc, const char *s, size_t n, mbstate_t *ps) { return decode(1, pwc, s, n, ps); }
size_t __divm_utf8_encode(char *s, wchar_t wc) { return encode(1, s, wc); }

size_t mbrtowc(wchar_t *restrict pwc, const char *restrict s, size_t n, mbstate_t *restrict ps) {
    static mbstate_t own;
    if (!ps)
        ps = &own;
    if (!s) {
        if (ps->__count)
            return bad();
        return 0;
    }
    return __divm_mbdecode(pwc, s, n, ps);
}

size_t mbrlen(const char *restrict s, size_t n, mbstate_t *restrict ps) {
    static mbstate_t own;
    return mbrtowc(NULL, s, n, ps ? ps : &own);
}

size_t wcrtomb(char *restrict s, wchar_t wc, mbstate_t *restrict ps) {
    if (ps)
        ps->__count = 0;
    if (!s)
        return 1;
    return __divm_mbencode(s, wc);
}
