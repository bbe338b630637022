/* wctype.c -- wide character classes and 16/32-bit character conversions
 * in the C locale: ASCII only, like the narrow <ctype.h> functions, with
 * the same true values (glibc's class bits; iswdigit gives 1). */
#include <ctype.h>
#include <errno.h>
#include <string.h>
#include <uchar.h>
#include <wctype.h>
#include "wclass.h"
#include <string.h>

static int ascii(wint_t c) { return c < 128; }

int iswalnum(wint_t c) { return ascii(c) ? isalnum((int)c) : 0; }
int iswalpha(wint_t c) { return ascii(c) ? isalpha((int)c) : 0; }
int iswblank(wint_t c) { return ascii(c) ? isblank((int)c) : 0; }
int iswcntrl(wint_t c) { return ascii(c) ? iscntrl((int)c) : 0; }
int iswdigit(wint_t c) { return c >= '0' && c <= '9'; }
int iswgraph(wint_t c) { return ascii(c) ? isgraph((int)c) : 0; }
int iswlower(wint_t c) { return ascii(c) ? islower((int)c) : 0; }
int iswprint(wint_t c) { return ascii(c) ? isprint((int)c) : 0; }
int iswpunct(wint_t c) { return ascii(c) ? ispunct((int)c) : 0; }
int iswspace(wint_t c) { return ascii(c) ? isspace((int)c) : 0; }
int iswupper(wint_t c) { return ascii(c) ? isupper((int)c) : 0; }
int iswxdigit(wint_t c) { return ascii(c) ? isxdigit((int)c) : 0; }
wint_t towlower(wint_t c) { return ascii(c) ? (wint_t)tolower((int)c) : c; }
wint_t towupper(wint_t c) { return ascii(c) ? (wint_t)toupper((int)c) : c; }

static const char *const classes[] = {"alnum", "alpha", "blank", "cntrl", "digit", "graph",
                                      "lower", "print", "punct", "space", "upper", "xdigit"};
static int (*const testers[])(wint_t) = {iswalnum, iswalpha, iswblank, iswcntrl, iswdigit, iswgraph,
                                         iswlower, iswprint, iswpunct, iswspace, iswupper, iswxdigit};

wctype_t wctype(const char *name) {
    for (unsigned i = 0; i < sizeof classes / sizeof classes[0]; i++)
        if (strcmp(name, classes[i]) == 0)
            return i + 1;
    return 0;
}

int iswctype(wint_t c, wctype_t t) {
    if (t == 0 || t > sizeof testers / sizeof testers[0])
        return 0;
    return testers[t - 1](c);
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

static size_t to_wide(unsigned long *out, const char *s, size_t n) {
    if (!s)
        return 0;
    if (n == 0)
        return (size_t)-2;
    unsigned char c = (unsigned char)*s;
    if (c >= 128) {
        errno = EILSEQ;
        return (size_t)-1;
    }
    *out = c;
    return c ? 1 : 0;
}

size_t mbrtoc16(char16_t *restrict pc, const char *restrict s, size_t n, mbstate_t *restrict ps) {
    (void)ps;
    unsigned long c = 0;
    size_t r = to_wide(&c, s, n);
    if (pc && s && r != (size_t)-1 && r != (size_t)-2)
        *pc = (char16_t)c;
    return r;
}

size_t mbrtoc32(char32_t *restrict pc, const char *restrict s, size_t n, mbstate_t *restrict ps) {
    (void)ps;
    unsigned long c = 0;
    size_t r = to_wide(&c, s, n);
    if (pc && s && r != (size_t)-1 && r != (size_t)-2)
        *pc = (char32_t)c;
    return r;
}

static size_t from_wide(char *s, unsigned long c) {
    if (!s)
        return 1;
    if (c >= 128) {
        errno = EILSEQ;
        return (size_t)-1;
    }
    *s = (char)c;
    return 1;
}

size_t c16rtomb(char *restrict s, char16_t c, mbstate_t *restrict ps) {
    (void)ps;
    return from_wide(s, c);
}

size_t c32rtomb(char *restrict s, char32_t c, mbstate_t *restrict ps) {
    (void)ps;
    return from_wide(s, c);
}

int __divm_class_member(const char *name, size_t len, int c) {
    char buf[8];
    wctype_t t = 0;
    if (len < sizeof buf) {
        memcpy(buf, name, len);
        buf[len] = 0;
        t = wctype(buf);
    }
    return t ? iswctype((wint_t)c, t) != 0 : -1;
}
