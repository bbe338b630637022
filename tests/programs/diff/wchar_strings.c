// wchar.h beyond the basics: wcsspn/wcscspn/wcspbrk/wcsstr, wcsncat, wcpcpy/wcpncpy, wcsdup, wcscasecmp/wcsncasecmp, wcstok, wcscoll/wcsxfrm, wcwidth/wcswidth, mbsrtowcs/wcsrtombs (and the n forms) with EILSEQ, wcstol/wcstoul/wcstoll/wcstod with end pointers and ERANGE, wcstoimax, against glibc in the C locale.
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

int main(void) {
    const wchar_t *s = L"hello, world";
    assert(wcsspn(s, L"hel") == 4);
    assert(wcscspn(s, L", ") == 5);
    assert(wcscspn(s, L"xyz") == 12);
    assert(wcspbrk(s, L"wo") == s + 4);
    assert(wcspbrk(s, L"XYZ") == NULL);
    assert(wcsstr(s, L"world") == s + 7);
    assert(wcsstr(s, L"") == s);
    assert(wcsstr(s, L"worlds") == NULL);

    wchar_t buf[32] = L"ab";
    wcsncat(buf, L"cdef", 2);
    assert(wcscmp(buf, L"abcd") == 0);
    wchar_t *e = wcpcpy(buf, L"xyz");
    assert(e == buf + 3 && *e == 0);
    wmemset(buf, L'#', 8);
    e = wcpncpy(buf, L"ab", 5);
    assert(e == buf + 2 && buf[2] == 0 && buf[4] == 0 && buf[5] == L'#');
    e = wcpncpy(buf, L"abcdef", 3);
    assert(e == buf + 3 && buf[2] == L'c');

    wchar_t *d = wcsdup(s);
    assert(d && wcscmp(d, s) == 0 && d != s);
    free(d);

    assert(wcscasecmp(L"HeLLo", L"hello") == 0);
    assert(wcscasecmp(L"abc", L"ABD") < 0);
    assert(wcsncasecmp(L"abcX", L"ABCy", 3) == 0);
    assert(wcsncasecmp(L"abcX", L"ABCy", 4) < 0);

    wchar_t toks[] = L"  one,two;;three ";
    wchar_t *save, *t;
    int n = 0;
    for (t = wcstok(toks, L" ,;", &save); t; t = wcstok(NULL, L" ,;", &save))
        printf("token %d: %ls\n", n++, t);
    assert(n == 3);

    assert(wcscoll(L"abc", L"abd") < 0);
    wchar_t x[8];
    assert(wcsxfrm(x, L"abc", 8) == 3 && wcscmp(x, L"abc") == 0);
    assert(wcsxfrm(NULL, L"abcdef", 0) == 6);

    printf("wcwidth: %d %d %d\n", wcwidth(L'a'), wcwidth(0), wcwidth(L'\n'));
    printf("wcswidth: %d %d\n", wcswidth(L"abc", 10), wcswidth(L"abc", 2));

    const char *src = "narrow";
    wchar_t w[16];
    size_t r = mbsrtowcs(w, &src, 16, NULL);
    assert(r == 6 && src == NULL && wcscmp(w, L"narrow") == 0);
    src = "narrow";
    r = mbsrtowcs(w, &src, 3, NULL);
    assert(r == 3 && src && *src == 'r');
    src = "narrow";
    r = mbsnrtowcs(w, &src, 2, 16, NULL);
    assert(r == 2 && *src == 'r');
    assert(mbsrtowcs(NULL, &src, 0, NULL) == 4);
    src = "bad\xff";
    errno = 0;
    r = mbsrtowcs(w, &src, 16, NULL);
    assert(r == (size_t)-1 && errno == EILSEQ);

    const wchar_t *ws = L"wide";
    char nb[16];
    r = wcsrtombs(nb, &ws, sizeof nb, NULL);
    assert(r == 4 && ws == NULL && strcmp(nb, "wide") == 0);
    ws = L"wide";
    assert(wcsrtombs(NULL, &ws, 0, NULL) == 4);
    r = wcsnrtombs(nb, &ws, 2, sizeof nb, NULL);
    assert(r == 2 && *ws == L'd');
    const wchar_t *bad = L"a\x263a";
    errno = 0;
    r = wcsrtombs(nb, &bad, sizeof nb, NULL);
    assert(r == (size_t)-1 && errno == EILSEQ);

    wchar_t *end;
    long v = wcstol(L"  -42xyz", &end, 10);
    printf("wcstol: %ld rest %ls\n", v, end);
    printf("wcstoul hex: %lu\n", wcstoul(L"0xff", NULL, 0));
    errno = 0;
    long long big = wcstoll(L"99999999999999999999", &end, 10);
    printf("wcstoll overflow: %lld ERANGE %d rest \"%ls\"\n", big, errno == ERANGE, end);
    const wchar_t *none = L"none";
    v = wcstol(none, &end, 10);
    assert(v == 0 && end == none);
    double dv = wcstod(L" 3.25e2!", &end);
    printf("wcstod: %g rest %ls\n", dv, end);
    printf("wcstof: %g\n", (double)wcstof(L"-0.5", NULL));
    printf("wcstoull: %llu\n", wcstoull(L"777", NULL, 8));
    printf("wcstoimax: %jd\n", wcstoimax(L"-123", NULL, 10));
    return 0;
}
