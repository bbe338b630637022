/* scan.c -- the scanf engine. Fields are read with one character of
 * look-ahead and then converted with strtoull/strtoll or the VM's
 * __vm_parse_double; like glibc, characters consumed by a field that does
 * not fully parse (the "e" of "100ergs") are lost. */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include "mb.h"
#include "natives.h"
#include "stdio_impl.h"


static int peek(struct __divm_in *in) {
    if (in->s)
        return in->s[in->pos] ? (unsigned char)in->s[in->pos] : EOF;
    int c = fgetc(in->f);
    if (c != EOF)
        ungetc(c, in->f);
    return c;
}

static void advance(struct __divm_in *in) {
    if (!in->s)
        fgetc(in->f);
    in->pos++;
}

static void skip_space(struct __divm_in *in) {
    while (isspace(peek(in)))
        advance(in);
}

/* Collects the characters of one field, up to the field width. */
struct field {
    char buf[400];
    size_t n, max;
};

static int take(struct __divm_in *in, struct field *fl) {
    if (fl->n >= fl->max)
        return 0;
    int c = peek(in);
    if (c == EOF)
        return 0;
    if (fl->n + 1 < sizeof fl->buf)
        fl->buf[fl->n] = (char)c;
    fl->n++;
    advance(in);
    return 1;
}

static int digit_in(int c, int base) {
    if (base == 16)
        return isxdigit(c);
    if (base == 8)
        return c >= '0' && c <= '7';
    return isdigit(c);
}

/* Reads an integer field; *base 0 is resolved from the prefix.
 * Returns the number of digits read. */
static int read_int(struct __divm_in *in, struct field *fl, int *base) {
    int digits = 0, c = peek(in);
    if ((c == '+' || c == '-') && !take(in, fl))
        return 0;
    if ((*base == 0 || *base == 16) && fl->n < fl->max && peek(in) == '0') {
        take(in, fl);
        digits++;
        c = peek(in);
        if ((c == 'x' || c == 'X') && fl->n < fl->max) {
            take(in, fl);
            *base = 16;
        } else if (*base == 0) {
            *base = 8;
        }
    }
    if (*base == 0)
        *base = 10;
    while (digit_in(peek(in), *base) && take(in, fl))
        digits++;
    return digits;
}

static int lower(int c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }

/* Reads the characters of `word` case-insensitively; returns how many.
 * glibc reads a character that breaks off the word after its first and
 * does not put it back: "%lf" of "na rest" leaves "rest", and of "nax"
 * nothing (a field width that ends first reads no more). */
static size_t read_word(struct __divm_in *in, struct field *fl, const char *word) {
    size_t i = 0;
    while (word[i] && lower(peek(in)) == word[i] && take(in, fl))
        i++;
    if (word[i] && i > 0)
        take(in, fl);
    return i;
}

/* Reads a floating-point field; returns 0 on a matching failure. */
static int read_float(struct __divm_in *in, struct field *fl) {
    int c = peek(in);
    if (c == '+' || c == '-') {
        take(in, fl);
        c = peek(in);
    }
    if (lower(c) == 'i') {
        if (read_word(in, fl, "inf") != 3)
            return 0;
        if (lower(peek(in)) == 'i' && fl->n < fl->max)
            return read_word(in, fl, "inity") == 5;
        return 1;
    }
    if (lower(c) == 'n') /* glibc's scanf takes no "(chars)" after nan */
        return read_word(in, fl, "nan") == 3;
    int base = 10, digits = 0, dot = 0;
    if (c == '0') {
        take(in, fl);
        digits++;
        /* glibc takes the 'x' only with room in the width for more:
         * "%2lf" reads "0x1" as the 0 alone, leaving the 'x' */
        if (lower(peek(in)) == 'x' && fl->n + 1 < fl->max && take(in, fl)) {
            base = 16;
            digits = 0;
        }
    }
    while (digit_in(peek(in), base) && take(in, fl))
        digits++;
    if (peek(in) == '.' && take(in, fl)) {
        dot = 1;
        while (digit_in(peek(in), base) && take(in, fl))
            digits++;
    }
    /* glibc accepts "0x." (its field has more than the "0x"): the value is
     * the leading 0's, and no exponent follows. */
    if (!digits)
        return base == 16 && dot;
    c = lower(peek(in));
    if ((base == 10 && c == 'e') || (base == 16 && c == 'p')) {
        if (take(in, fl)) {
            c = peek(in);
            if (c == '+' || c == '-')
                take(in, fl);
            while (isdigit(peek(in)) && take(in, fl))
                ;
        }
    }
    return 1;
}

/* Parses a scanset after "%["; returns the position after its ']'. */
static const char *scanset(const char *f, unsigned char set[256]) {
    int invert = 0;
    if (*f == '^')
        invert = 1, f++;
    memset(set, 0, 256);
    if (*f == ']')
        set[']'] = 1, f++;
    for (; *f && *f != ']'; f++) {
        if (f[1] == '-' && f[2] && f[2] != ']' && (unsigned char)f[2] >= (unsigned char)f[0]) {
            for (int c = (unsigned char)f[0]; c <= (unsigned char)f[2]; c++)
                set[c] = 1;
            f += 2;
        } else {
            set[(unsigned char)*f] = 1;
        }
    }
    if (invert)
        for (int c = 0; c < 256; c++)
            set[c] = !set[c];
    return *f ? f + 1 : f;
}

/* "%n$" (POSIX positional arguments): the n after a '%', or 0. */
static int position(const char **fp) {
    const char *f = *fp;
    int n = 0;
    while (*f >= '0' && *f <= '9' && n < 10000)
        n = n * 10 + (*f++ - '0');
    if (n > 0 && *f == '$') {
        *fp = f + 1;
        return n;
    }
    return 0;
}

#define MAX_POS 64

/* With positional arguments every argument is a pointer: take them all, in
 * order, up to the highest position the format names. */
static int collect_positional(const char *fmt, va_list ap, void **args) {
    int max = 0;
    for (const char *f = fmt; *f; f++) {
        if (*f != '%')
            continue;
        if (f[1] == '%') {
            f++;
            continue;
        }
        const char *g = f + 1;
        int n = position(&g);
        if (n > max)
            max = n;
    }
    if (max > MAX_POS)
        max = MAX_POS;
    for (int i = 0; i < max; i++)
        args[i] = va_arg(ap, void *);
    return max;
}

/* A growing buffer for the 'm' (allocate) modifier of %s, %c and %[. */
static int grow(char **buf, size_t *cap, size_t need) {
    if (need <= *cap)
        return 1;
    size_t ncap = *cap ? *cap * 2 : 16;
    while (ncap < need)
        ncap *= 2;
    char *nb = realloc(*buf, ncap);
    if (!nb)
        return 0;
    *buf = nb;
    *cap = ncap;
    return 1;
}

int __divm_vscan(struct __divm_in *in, const char *fmt, va_list ap) {
    int count = 0;
    const char *f = fmt;
    void *posargs[MAX_POS];
    int nposargs = 0, seen_directive = 0;
    int pos = 0;
/* the next argument: by position, or in order */
#define NEXT_ARG() (pos > 0 ? (pos <= nposargs ? posargs[pos - 1] : NULL) : va_arg(ap, void *))
    while (*f) {
        if (isspace((unsigned char)*f)) {
            skip_space(in);
            f++;
            continue;
        }
        if (*f != '%' || f[1] == '%') {
            if (*f == '%') {
                skip_space(in);
                f++;
            }
            int c = peek(in);
            if (c == EOF)
                return count ? count : EOF;
            if (c != (unsigned char)*f)
                return count;
            advance(in);
            f++;
            continue;
        }
        f++;
        int suppress = 0, len = L_NONE, alloc = 0;
        size_t width = 0;
        /* leading digits are a position ("%2$d") or the width ("%5d") */
        pos = 0;
        while (*f >= '0' && *f <= '9')
            width = width * 10 + (size_t)(*f++ - '0');
        if (*f == '$' && width > 0) {
            pos = width < 10000 ? (int)width : 10000;
            width = 0;
            f++;
        }
        if (!seen_directive) {
            /* the first conversion tells whether the format uses positions */
            seen_directive = 1;
            if (pos > 0)
                nposargs = collect_positional(fmt, ap, posargs);
        }
        if (*f == '*')
            suppress = 1, f++;
        if (pos > 0 || suppress)
            while (*f >= '0' && *f <= '9')
                width = width * 10 + (size_t)(*f++ - '0');
        if (*f == 'm')
            alloc = 1, f++;
        switch (*f) {
        case 'h':
            len = L_H;
            if (*++f == 'h')
                len = L_HH, f++;
            break;
        case 'l':
            len = L_L;
            if (*++f == 'l')
                len = L_LL, f++;
            break;
        case 'q':
        case 'L':
            len = L_BIG, f++;
            break;
        case 'j':
            len = L_J, f++;
            break;
        case 'z':
            len = L_Z, f++;
            break;
        case 't':
            len = L_T, f++;
            break;
        }
        char conv = *f;
        if (!conv)
            break;
        f++;
        if (conv == 'n') {
            if (!suppress)
                __divm_store_int(NEXT_ARG(), len, in->pos);
            continue;
        }
        if (conv != 'c' && conv != '[')
            skip_space(in);
        if (peek(in) == EOF)
            return count ? count : EOF;
        struct field fl;
        fl.n = 0;
        fl.max = width ? width : (size_t)-1;
        switch (conv) {
        case 'd':
        case 'i':
        case 'u':
        case 'o':
        case 'x':
        case 'X':
        case 'p': {
            int base = conv == 'd' || conv == 'u' ? 10 : conv == 'i' ? 0 : conv == 'o' ? 8 : 16;
            int digits = read_int(in, &fl, &base);
            if (!digits)
                return count;
            fl.buf[fl.n < sizeof fl.buf ? fl.n : sizeof fl.buf - 1] = 0;
            if (suppress)
                break;
            void *p = NEXT_ARG();
            int saved = errno;
            if (conv == 'p') {
                *(void **)p = (void *)(uintptr_t)strtoull(fl.buf, NULL, 16);
            } else if (conv == 'd' || conv == 'i') {
                __divm_store_int(p, len, (unsigned long long)strtoll(fl.buf, NULL, base));
            } else {
                __divm_store_int(p, len, strtoull(fl.buf, NULL, base));
            }
            errno = saved;
            count++;
            break;
        }
        case 'a':
        case 'A':
        case 'e':
        case 'E':
        case 'f':
        case 'F':
        case 'g':
        case 'G': {
            if (!read_float(in, &fl))
                return count;
            fl.buf[fl.n < sizeof fl.buf ? fl.n : sizeof fl.buf - 1] = 0;
            if (suppress)
                break;
            size_t used;
            int erange;
            void *p = NEXT_ARG();
            if (len == L_L)
                *(double *)p = __vm_parse_double(fl.buf, &used, &erange);
            else if (len == L_BIG)
                *(long double *)p = __vm_parse_ldouble(fl.buf, &used, &erange);
            else {
                /* strtof: the float nearest the text, not v's (v may be
                 * a rounded halfway point between two floats). */
                int saved = errno;
                *(float *)p = strtof(fl.buf, NULL);
                errno = saved;
            }
            count++;
            break;
        }
        case 's':
        case 'c':
        case '[': {
            unsigned char set[256];
            if (conv == '[')
                f = scanset(f, set);
            if (conv == 'c' && !width)
                fl.max = 1;
            void *target = suppress ? NULL : NEXT_ARG();
            /* with 'm', target is a char ** that receives a malloc'd buffer */
            char *d = alloc ? NULL : (char *)target;
            size_t elem = len == L_L ? sizeof(wchar_t) : 1, cap = 0;
            size_t n = 0;
            mbstate_t mst = {0};
            for (int c; n < fl.max && (c = peek(in)) != EOF; n++) {
                if (conv == 's' && isspace(c))
                    break;
                if (conv == '[' && !set[c]) /* a multibyte character: by its first byte */
                    break;
                wchar_t wc = (wchar_t)c;
                int taken = 0;
                if (len == L_L && __divm_ctype_utf8 && (c >= 0x80 || mst.__count)) {
                    /* the width counts characters: read this one's bytes */
                    char b = (char)c;
                    size_t k = __divm_mbdecode(&wc, &b, 1, &mst);
                    if (k == (size_t)-1) {
                        if (alloc)
                            free(d);
                        return count;
                    }
                    advance(in);
                    taken = 1;
                    if (k == (size_t)-2) {
                        n--; /* (unsigned: the loop's n++ undoes it) */
                        continue;
                    }
                }
                if (alloc && target && !grow(&d, &cap, (n + 2) * elem)) {
                    free(d);
                    return count;
                }
                if (d) {
                    if (len == L_L)
                        ((wchar_t *)d)[n] = wc;
                    else
                        d[n] = (char)c;
                }
                if (!taken)
                    advance(in);
            }
            if (n == 0) {
                if (alloc) { /* glibc leaves NULL behind */
                    free(d);
                    if (target)
                        *(char **)target = NULL;
                }
                return count;
            }
            if (d && conv != 'c') {
                if (len == L_L)
                    ((wchar_t *)d)[n] = 0;
                else
                    d[n] = 0;
            }
            if (alloc && target)
                *(char **)target = d;
            if (target)
                count++;
            break;
        }
        default:
            return count;
        }
    }
    return count;
#undef NEXT_ARG
}

int vsscanf(const char *restrict s, const char *restrict fmt, va_list ap) {
    struct __divm_in in = {s, NULL, 0};
    return __divm_vscan(&in, fmt, ap);
}

int vfscanf(FILE *restrict f, const char *restrict fmt, va_list ap) {
    struct __divm_in in = {NULL, f, 0};
    return __divm_vscan(&in, fmt, ap);
}

int vscanf(const char *restrict fmt, va_list ap) { return vfscanf(stdin, fmt, ap); }

int sscanf(const char *restrict s, const char *restrict fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int r = vsscanf(s, fmt, ap);
    va_end(ap);
    return r;
}

int fscanf(FILE *restrict f, const char *restrict fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int r = vfscanf(f, fmt, ap);
    va_end(ap);
    return r;
}

int scanf(const char *restrict fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int r = vfscanf(stdin, fmt, ap);
    va_end(ap);
    return r;
}
