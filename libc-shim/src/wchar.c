/* wchar.c -- wide strings; multibyte conversion for the ASCII C locale. */
#include <errno.h>
#include <wchar.h>

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

wint_t btowc(int c) { return c >= 0 && c < 0x80 ? (wint_t)c : WEOF; }
int wctob(wint_t c) { return c < 0x80 ? (int)c : -1; }
int mbsinit(const mbstate_t *ps) { return !ps || ps->__count == 0; }

size_t mbrtowc(wchar_t *restrict pwc, const char *restrict s, size_t n, mbstate_t *restrict ps) {
    (void)ps;
    if (!s)
        return 0;
    if (n == 0)
        return (size_t)-2;
    unsigned char c = (unsigned char)*s;
    if (c >= 0x80) {
        errno = EILSEQ;
        return (size_t)-1;
    }
    if (pwc)
        *pwc = c;
    return c ? 1 : 0;
}

size_t mbrlen(const char *restrict s, size_t n, mbstate_t *restrict ps) { return mbrtowc(NULL, s, n, ps); }

size_t wcrtomb(char *restrict s, wchar_t wc, mbstate_t *restrict ps) {
    (void)ps;
    if (!s)
        return 1;
    if (wc < 0 || wc >= 0x80) {
        errno = EILSEQ;
        return (size_t)-1;
    }
    *s = (char)wc;
    return 1;
}
