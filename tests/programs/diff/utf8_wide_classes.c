// Character classes, widths and case mappings beyond ASCII in C.UTF-8 against glibc's own: iswalpha/iswupper/iswlower/iswpunct/iswprint/iswgraph/iswspace/iswcntrl/iswblank/iswalnum/iswxdigit/iswdigit, wcwidth and towupper/towlower over a sample of every plane in use (a checksum per block, so a wrong range shows where), named cases (Greek, Cyrillic, CJK, combining marks, emoji, unassigned), wctype/iswctype/wctrans, wcswidth and wcscasecmp; in the C locale the same calls see only ASCII.
// EXPECT: safe
// MODE: run-diff
#define _XOPEN_SOURCE 700
#include <locale.h>
#include <stdio.h>
#include <wchar.h>
#include <wctype.h>

static unsigned long mix(unsigned long h, unsigned u) {
    unsigned m = !!iswalpha(u) | !!iswupper(u) << 1 | !!iswlower(u) << 2 | !!iswpunct(u) << 3 | !!iswprint(u) << 4 |
                 !!iswgraph(u) << 5 | !!iswspace(u) << 6 | !!iswcntrl(u) << 7 | !!iswblank(u) << 8 | !!iswalnum(u) << 9 |
                 !!iswxdigit(u) << 10 | !!iswdigit(u) << 11;
    h = h * 31 + m;
    h = h * 31 + (unsigned)(wcwidth((wchar_t)u) + 1);
    h = h * 31 + towupper(u);
    return h * 31 + towlower(u);
}

int main(void) {
    if (!setlocale(LC_CTYPE, "C.UTF-8"))
        return 1;
    unsigned long h = 0;
    for (unsigned u = 0; u < 0x32000; u += 7) {
        h = mix(h, u);
        if (u % 0x2000 < 7)
            printf("%05x %016lx\n", u, h);
    }
    for (unsigned u = 0xe0000; u < 0x110010; u += 0x3ff)
        h = mix(h, u);
    printf("planes 14-16 %016lx\n", h);
    unsigned named[] = {0xe9, 0xc9, 0xdf, 0x130, 0x131, 0x3a3, 0x3c2, 0x3c3, 0x1e9e, 0x416, 0x436, 0x4e2d, 0x3000, 0x301,
                        0x200b, 0xad, 0xa0, 0x2028, 0x85, 0xff10, 0xff21, 0x1f600, 0x10ffff, 0x110000, 0xfffe, 0xd800};
    for (unsigned i = 0; i < sizeof named / sizeof *named; i++) {
        unsigned u = named[i];
        printf("%x: a%d u%d l%d p%d pr%d g%d s%d c%d b%d w%d up%x lo%x\n", u, !!iswalpha(u), !!iswupper(u),
               !!iswlower(u), !!iswpunct(u), !!iswprint(u), !!iswgraph(u), !!iswspace(u), !!iswcntrl(u),
               !!iswblank(u), wcwidth((wchar_t)u), towupper(u), towlower(u));
    }
    printf("iswctype %d %d wctrans %x %x\n", iswctype(0x3b1, wctype("lower")), iswctype(0x3b1, wctype("upper")),
           towctrans(0x3b1, wctrans("toupper")), towctrans(0x391, wctrans("tolower")));
    printf("true values %d %d %d\n", iswalpha(L'a'), iswalpha(0xe9), iswdigit(L'7'));
    printf("wcswidth %d %d %d\n", wcswidth(L"\x4e2d\x6587x", 3), wcswidth(L"e\x301", 2), wcswidth(L"a\x7f", 2));
    printf("wcscasecmp %d %d\n", wcscasecmp(L"\x3a3\x39f\x3a6", L"\x3c3\x3bf\x3c6"), wcsncasecmp(L"\xc9t\xc9", L"\xe9T\xe8", 2));
    setlocale(LC_CTYPE, "C");
    printf("C: %d %d %x %d %d\n", !!iswalpha(0xe9), !!iswprint(0xe9), towupper(0xe9), wcwidth(0xe9), wcwidth(L'a'));
    return 0;
}
