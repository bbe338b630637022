/* wctype.c -- wide character classes and 16/32-bit character
 * conversions: ASCII as the narrow <ctype.h> functions, with the same true
 * values (glibc's class bits; iswdigit gives 1); beyond it, nothing in the
 * C locale and glibc's Unicode tables in C.UTF-8 (mb.h). */
#include <ctype.h>
#include <errno.h>
#include <string.h>
#include <uchar.h>
#include <wctype.h>
#include "mb.h"
#include "wclass.h"
#include <string.h>

static int ascii(wint_t c) { return c < 128; }

/* Beyond ASCII: nothing in the C locale, glibc's Unicode classes in
 * C.UTF-8 (true is 1 there, as glibc's table lookup gives). */
static int utf8(void) { return __divm_ctype_utf8; }

int iswalnum(wint_t c) { return ascii(c) ? isalnum((int)c) : utf8() && __divm_ualpha(c); }
int iswalpha(wint_t c) { return ascii(c) ? isalpha((int)c) : utf8() && __divm_ualpha(c); }
int iswblank(wint_t c) { return ascii(c) ? isblank((int)c) : utf8() && __divm_ublank(c); }
int iswcntrl(wint_t c) { return ascii(c) ? iscntrl((int)c) : utf8() && __divm_ucntrl(c); }
int iswdigit(wint_t c) { return c >= '0' && c <= '9'; }
int iswgraph(wint_t c) { return ascii(c) ? isgraph((int)c) : utf8() && __divm_uprint(c) && !__divm_uspace(c); }
int iswlower(wint_t c) { return ascii(c) ? islower((int)c) : utf8() && __divm_ulower(c); }
int iswprint(wint_t c) { return ascii(c) ? isprint((int)c) : utf8() && __divm_uprint(c); }
int iswpunct(wint_t c) {
    return ascii(c) ? ispunct((int)c) : utf8() && __divm_uprint(c) && !__divm_uspace(c) && !__divm_ualpha(c);
}
int iswspace(wint_t c) { return ascii(c) ? isspace((int)c) : utf8() && __divm_uspace(c); }
int iswupper(wint_t c) { return ascii(c) ? isupper((int)c) : utf8() && __divm_uupper(c); }
int iswxdigit(wint_t c) { return ascii(c) ? isxdigit((int)c) : 0; }
wint_t towlower(wint_t c) { return ascii(c) ? (wint_t)tolower((int)c) : utf8() ? __divm_utolower(c) : c; }
wint_t towupper(wint_t c) { return ascii(c) ? (wint_t)toupper((int)c) : utf8() ? __divm_utoupper(c) : c; }

static const char *const classes[] = {"alnum", "alpha", "blank", "cntrl", "digit", "graph",
                                      "lower", "print", "punct", "space", "upper", "xdigit"};

wctype_t wctype(const char *name) {
    for (unsigned i = 0; i < sizeof classes / sizeof classes[0]; i++)
        if (strcmp(name, classes[i]) == 0)
            return i + 1;
    return 0;
}

/* A switch, not a table of the functions: a runtime initialiser naming
 * them would have their bodies (and the Unicode trees) read at every
 * start-up. */
int iswctype(wint_t c, wctype_t t) {
    switch (t) {
    case 1: return iswalnum(c);
    case 2: return iswalpha(c);
    case 3: return iswblank(c);
    case 4: return iswcntrl(c);
    case 5: return iswdigit(c);
    case 6: return iswgraph(c);
    case 7: return iswlower(c);
    case 8: return iswprint(c);
    case 9: return iswpunct(c);
    case 10: return iswspace(c);
    case 11: return iswupper(c);
    case 12: return iswxdigit(c);
    default: return 0;
    }
}

static const int to_lower = 1, to_upper = 2;

wctrans_t wctrans(const char *name) {
    if (strcmp(name, "tolower") == 0)
        return &to_lower;
    if (strcmp(name, "toupper") == 0)
        return &to_upper;
    return 0;
}

wint_t towctrans(wint_t c, wctrans_t t) {
    if (t == &to_lower)
        return towlower(c);
    if (t == &to_upper)
        return towupper(c);
    return c;
}

/* ---- uchar.h --------------------------------------------------------------- */

/* mbrtowc's conversions. mbrtoc16 splits a character above U+FFFF into
 * surrogates, the second given by the next call (-3), kept in *ps
 * meanwhile (bit 16 of __count); c16rtomb keeps a first surrogate there
 * until the second comes. */
enum { PENDING = 1 << 16 };

size_t mbrtoc16(char16_t *restrict pc, const char *restrict s, size_t n, mbstate_t *restrict ps) {
    static mbstate_t own;
    if (!ps)
        ps = &own;
    if (ps->__count & PENDING) {
        if (pc)
            *pc = (char16_t)ps->__value;
        ps->__count = 0;
        return (size_t)-3;
    }
    wchar_t wc = 0;
    size_t r = mbrtowc(&wc, s, n, ps);
    if (r == (size_t)-1 || r == (size_t)-2 || !s)
        return r;
    unsigned v = (unsigned)wc;
    if (v > 0xffff) {
        v -= 0x10000;
        ps->__count = PENDING;
        ps->__value = 0xdc00 | (v & 0x3ff);
        v = 0xd800 | (v >> 10);
    }
    if (pc)
        *pc = (char16_t)v;
    return r;
}

size_t mbrtoc32(char32_t *restrict pc, const char *restrict s, size_t n, mbstate_t *restrict ps) {
    static mbstate_t own;
    wchar_t wc = 0;
    size_t r = mbrtowc(&wc, s, n, ps ? ps : &own);
    if (pc && s && r != (size_t)-1 && r != (size_t)-2)
        *pc = (char32_t)wc;
    return r;
}

size_t c16rtomb(char *restrict s, char16_t c, mbstate_t *restrict ps) {
    static mbstate_t own;
    if (!ps)
        ps = &own;
    if (!s)
        return ps->__count = 0, 1;
    unsigned v = c;
    if (ps->__count & PENDING) {
        ps->__count = 0;
        if (v < 0xdc00 || v > 0xdfff) {
            errno = EILSEQ;
            return (size_t)-1;
        }
        v = 0x10000 + ((ps->__value & 0x3ff) << 10) + (v & 0x3ff);
    } else if (v >= 0xd800 && v <= 0xdbff) {
        ps->__count = PENDING;
        ps->__value = v;
        return 0;
    }
    return __divm_mbencode(s, (wchar_t)v);
}

size_t c32rtomb(char *restrict s, char32_t c, mbstate_t *restrict ps) { return wcrtomb(s, (wchar_t)c, ps); }

/* Bracket expressions match bytes, which are characters only below 0x80
 * (in C.UTF-8 as in C): <ctype.h>'s classes, with no Unicode lookups. */
int __divm_class_member(const char *name, size_t len, int c) {
    char buf[8];
    wctype_t t = 0;
    if (len < sizeof buf) {
        memcpy(buf, name, len);
        buf[len] = 0;
        t = wctype(buf);
    }
    if (!t)
        return -1;
    if (c < 0 || c >= 0x80)
        return 0;
    switch (t) {
    case 1: return isalnum(c) != 0;
    case 2: return isalpha(c) != 0;
    case 3: return isblank(c) != 0;
    case 4: return iscntrl(c) != 0;
    case 5: return isdigit(c) != 0;
    case 6: return isgraph(c) != 0;
    case 7: return islower(c) != 0;
    case 8: return isprint(c) != 0;
    case 9: return ispunct(c) != 0;
    case 10: return isspace(c) != 0;
    case 11: return isupper(c) != 0;
    default: return isxdigit(c) != 0;
    }
}
