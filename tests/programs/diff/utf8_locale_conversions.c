// The C.UTF-8 locale (glibc's built-in one): setlocale's names (the name as given, "POSIX" as "C", glibc's composite string when categories differ, codeset spellings), MB_CUR_MAX and CODESET, and glibc's UTF-8 in every conversion: mbrtowc byte by byte and with a broken sequence, overlong forms, surrogates and values above U+10FFFF (glibc takes up to six bytes), wcrtomb, mblen/mbtowc/wctomb, mbsrtowcs/wcsrtombs stopping at a bad byte or a full buffer, mbstowcs/wcstombs, mbrtoc16's surrogate pair and c16rtomb, btowc/wctob; and back to C, where only ASCII converts.
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <uchar.h>
#include <wchar.h>

static void show(const char *what, size_t r) { printf("%s=%zd ", what, (ssize_t)r); }

int main(void) {
    printf("%s\n", setlocale(LC_CTYPE, "C.utf8"));
    printf("%s\n", setlocale(LC_ALL, NULL));
    printf("%s\n", setlocale(LC_NUMERIC, NULL));
    printf("%s\n", setlocale(LC_ALL, "POSIX"));
    printf("%d %d\n", setlocale(LC_ALL, "C.utf-8") != NULL, setlocale(LC_ALL, "xx_YY.UTF-8") == NULL);
    printf("%s %zu %s\n", setlocale(LC_ALL, "C.UTF-8"), MB_CUR_MAX, nl_langinfo(CODESET));

    mbstate_t st;
    wchar_t wc;
    char out[8];
    unsigned ws[] = {0x7f, 0x80, 0x7ff, 0x800, 0xd7ff, 0xd800, 0xdfff, 0xe000, 0xfffe, 0x10ffff, 0x110000, 0x3ffffff, 0x7fffffff, 0x80000000u};
    for (unsigned i = 0; i < sizeof ws / sizeof *ws; i++) {
        memset(&st, 0, sizeof st);
        size_t k = wcrtomb(out, (wchar_t)ws[i], &st);
        printf("%x:%zd", ws[i], (ssize_t)k);
        for (size_t j = 0; k != (size_t)-1 && j < k; j++)
            printf("%c%02x", j ? '.' : '=', (unsigned char)out[j]);
        printf(" ");
    }
    printf("\n");
    const char *ms[] = {"\xf7\xbf\xbf\xbf", "\xf8\x88\x80\x80\x80", "\xfd\xbf\xbf\xbf\xbf\xbf", "\xe0\x80\x80", "\xe0\xa0\x80",
                        "\xc1\xbf", "\xc2\x80", "\x80", "\xfe", "\xff", "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xe2\x28\xa1", ""};
    for (unsigned i = 0; i < sizeof ms / sizeof *ms; i++) {
        memset(&st, 0, sizeof st);
        wc = 0;
        size_t k = mbrtowc(&wc, ms[i], strlen(ms[i]) + 1, &st);
        printf("%zd/%x ", (ssize_t)k, (unsigned)wc);
    }
    printf("\n");
    memset(&st, 0, sizeof st);
    show("e2", mbrtowc(&wc, "\xe2", 1, &st));
    printf("init=%d ", mbsinit(&st));
    show("82", mbrtowc(&wc, "\x82", 1, &st));
    show("ac", mbrtowc(&wc, "\xac", 1, &st));
    printf("wc=%x init=%d\n", (unsigned)wc, mbsinit(&st));
    memset(&st, 0, sizeof st);
    mbrtowc(&wc, "\xe2", 1, &st);
    show("interrupted", mbrtowc(&wc, "A", 1, &st));
    show("after", mbrtowc(&wc, "B", 1, &st));
    show("null", mbrtowc(NULL, NULL, 0, NULL));
    show("mbrlen", mbrlen("\xf0\x9f\x98\x80", 4, NULL));
    printf("\n");

    printf("mblen %d %d %d %d\n", mblen("\xe2\x82\xac", 3), mblen("\xe2\x82", 2), mblen(NULL, 0), mblen("", 1));
    printf("mbtowc %d %x wctomb %d %d\n", mbtowc(&wc, "\xc3\xa9!", 3), (unsigned)wc, wctomb(out, 0x20ac), wctomb(NULL, 0));

    const char *src = "a\xc3\xa9\xff"
                      "b",
               *p = src;
    wchar_t wb[10];
    memset(&st, 0, sizeof st);
    show("mbsrtowcs", mbsrtowcs(wb, &p, 10, &st));
    printf("off=%td ", p - src);
    p = src;
    show("len1", mbsrtowcs(wb, &p, 1, &st));
    printf("off=%td ", p - src);
    p = src;
    show("len2", mbsrtowcs(wb, &p, 2, &st));
    printf("off=%td ", p - src);
    p = "x\xe2\x82\xac";
    show("count", mbsrtowcs(NULL, &p, 0, &st));
    p = "\xc3\xa9\xc3\xa9\xc3\xa9";
    show("n4", mbsnrtowcs(wb, &p, 4, 10, &st));
    printf("init=%d\n", mbsinit(&st));

    wchar_t wsrc[] = {L'x', 0xe9, 0x20ac, 0};
    const wchar_t *wp = wsrc;
    char nb[10];
    show("wcsrtombs3", wcsrtombs(nb, &wp, 3, NULL));
    printf("off=%td ", wp - wsrc);
    wp = wsrc;
    show("wcsrtombs6", wcsrtombs(nb, &wp, 6, NULL));
    printf("end=%d ", wp == NULL);
    wp = wsrc;
    show("count", wcsrtombs(NULL, &wp, 0, NULL));
    wchar_t bad[] = {L'a', 0xd800, 0};
    wp = bad;
    show("surrogate", wcsrtombs(nb, &wp, 10, NULL));
    printf("off=%td\n", wp - bad);

    show("wcstombs2", wcstombs(nb, wsrc, 2));
    show("wcstombs", wcstombs(nb, wsrc, sizeof nb));
    printf("[%s] ", nb);
    show("null", wcstombs(NULL, wsrc, 0));
    show("mbstowcs", mbstowcs(wb, "\xc3\xa9t\xc3\xa9", 10));
    printf("%x %x %x ", (unsigned)wb[0], (unsigned)wb[1], (unsigned)wb[2]);
    show("truncated", mbstowcs(wb, "\xc3\xa9\xc3", 10));
    show("short", mbstowcs(wb, "\xc3\xa9\xc3\xa9", 1));
    printf("\n");

    char16_t c16;
    memset(&st, 0, sizeof st);
    show("c16", mbrtoc16(&c16, "\xf0\x9f\x98\x80", 4, &st));
    printf("%x ", c16);
    show("next", mbrtoc16(&c16, "", 0, &st));
    printf("%x ", c16);
    char32_t c32;
    show("c32", mbrtoc32(&c32, "\xf0\x9f\x98\x80", 4, &st));
    printf("%x ", (unsigned)c32);
    memset(&st, 0, sizeof st);
    show("hi", c16rtomb(out, 0xd83d, &st));
    show("lo", c16rtomb(out, 0xde00, &st));
    printf("%02x%02x%02x%02x ", (unsigned char)out[0], (unsigned char)out[1], (unsigned char)out[2], (unsigned char)out[3]);
    show("c32rtomb", c32rtomb(out, 0xe9, &st));
    printf("btowc %d %d wctob %d %d\n", (int)btowc('A'), (int)btowc(0xe9), wctob(L'A'), wctob(0xe9));

    printf("%s %zu %s ", setlocale(LC_ALL, "C"), MB_CUR_MAX, nl_langinfo(CODESET));
    memset(&st, 0, sizeof st);
    show("C", mbrtowc(&wc, "\xc3\xa9", 2, &st));
    show("C", wcrtomb(out, 0xe9, &st));
    show("C", mbstowcs(wb, "ok", 10));
    printf("\n");
    return 0;
}
