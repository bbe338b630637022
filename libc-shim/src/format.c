/* format.c -- the printf engine: the full C99 directive syntax with glibc's
 * output conventions ("(nil)", "(null)", sign and padding rules). Floating
 * point digits come from the VM native __vm_fmt_float; the sign, prefix and
 * padding are added here. */
#include <errno.h>
#include <hypercalls.h>
#include <stdint.h>
#include <string.h>
#include <wchar.h>
#include "mb.h"
#include "natives.h"
#include "stdio_impl.h"

enum { F_MINUS = 1, F_PLUS = 2, F_SPACE = 4, F_ALT = 8, F_ZERO = 16 };

struct spec {
    int flags;
    size_t width;
    int prec; /* -1: not given */
    int len;
    char conv;
};

static void pad(struct __divm_out *o, char c, size_t n) {
    char chunk[32];
    __builtin_memset(chunk, c, sizeof chunk);
    while (n > 0) {
        size_t k = n < sizeof chunk ? n : sizeof chunk;
        __divm_out_put(o, chunk, k);
        n -= k;
    }
}

/* [spaces] prefix [zeros] body [spaces], within the field width. */
static void field(struct __divm_out *o, const struct spec *sp, const char *pre, size_t npre, size_t zeros,
                  const char *body, size_t nbody) {
    size_t len = npre + zeros + nbody;
    size_t fill = sp->width > len ? sp->width - len : 0;
    if (!(sp->flags & F_MINUS))
        pad(o, ' ', fill);
    __divm_out_put(o, pre, npre);
    pad(o, '0', zeros);
    __divm_out_put(o, body, nbody);
    if (sp->flags & F_MINUS)
        pad(o, ' ', fill);
}

static void fmt_int(struct __divm_out *o, const struct spec *sp, uintmax_t mag, int neg, int is_signed) {
    char digits[72];
    char *end = digits + sizeof digits, *p = end;
    char c = sp->conv;
    unsigned base = c == 'o' ? 8 : (c == 'x' || c == 'X' || c == 'p') ? 16 : (c == 'b' || c == 'B') ? 2 : 10;
    /* Digits by arithmetic, not a table lookup: with a symbolic value
     * (divm check --symbolic) an index into a table forks once per digit
     * value, and a number's digits would multiply those forks. */
    char ten = c == 'X' ? 'A' : 'a';
    while (mag) {
        unsigned d = (unsigned)(mag % base);
        *--p = (char)(d < 10 ? '0' + d : ten + (d - 10));
        mag /= base;
    }
    size_t nd = (size_t)(end - p);
    char pre[3];
    size_t npre = 0;
    if (neg)
        pre[npre++] = '-';
    else if (is_signed && (sp->flags & F_PLUS))
        pre[npre++] = '+';
    else if (is_signed && (sp->flags & F_SPACE))
        pre[npre++] = ' ';
    if ((sp->flags & F_ALT) && nd > 0 && (c == 'x' || c == 'X' || c == 'p' || c == 'b' || c == 'B')) {
        pre[npre++] = '0';
        pre[npre++] = c == 'p' ? 'x' : c;
    }
    size_t zeros = 0;
    if (sp->prec >= 0) {
        if ((size_t)sp->prec > nd)
            zeros = (size_t)sp->prec - nd;
    } else if (nd == 0) {
        zeros = 1;
    }
    if ((sp->flags & F_ALT) && c == 'o' && zeros == 0 && (nd == 0 || p[0] != '0'))
        zeros = 1;
    if (sp->prec < 0 && (sp->flags & F_ZERO) && !(sp->flags & F_MINUS) && sp->width > npre + zeros + nd)
        zeros = sp->width - npre - nd;
    field(o, sp, pre, npre, zeros, p, nd);
}

static void fmt_str(struct __divm_out *o, const struct spec *sp, const char *s, size_t n) {
    field(o, sp, "", 0, 0, s, n);
}

/* %s in the wide printf family: the precision and the width count the
 * multibyte string's characters (an invalid byte counts as one). */
static void fmt_mbs(struct __divm_out *o, const struct spec *sp, const char *s) {
    mbstate_t st = {0};
    size_t bytes = 0, chars = 0;
    while (s[bytes] && (sp->prec < 0 || chars < (size_t)sp->prec)) {
        size_t k = __divm_mbdecode(NULL, s + bytes, (size_t)-1, &st);
        bytes += k == (size_t)-1 || k == (size_t)-2 ? 1 : k;
        chars++;
    }
    struct spec chars_sp = *sp;
    chars_sp.width = sp->width > chars ? sp->width - chars + bytes : 0;
    fmt_str(o, &chars_sp, s, bytes);
}

/* v, or *lv where the argument is a long double. */
static int fmt_digits(char *s, int cap, const struct spec *sp, double v, const long double *lv) {
    int alt = (sp->flags & F_ALT) != 0;
    return lv ? __vm_fmt_ldouble(s, cap, *lv, sp->conv, sp->prec, alt) : __vm_fmt_float(s, cap, v, sp->conv, sp->prec, alt);
}

static void fmt_float(struct __divm_out *o, const struct spec *sp, double v, const long double *lv) {
    char small[128];
    char *s = small;
    int n = fmt_digits(small, (int)sizeof small, sp, v, lv);
    if (n < 0) {
        o->failed = 1;
        return;
    }
    if ((size_t)n >= sizeof small) {
        s = __vm_obj_make((size_t)n + 1, _VM_OK_SYSTEM);
        fmt_digits(s, n + 1, sp, v, lv);
    }
    const char *body = s;
    size_t nbody = (size_t)n;
    char pre[4];
    size_t npre = 0;
    if (body[0] == '-') {
        pre[npre++] = '-';
        body++, nbody--;
    } else if (sp->flags & F_PLUS) {
        pre[npre++] = '+';
    } else if (sp->flags & F_SPACE) {
        pre[npre++] = ' ';
    }
    int finite = lv ? __builtin_isfinite(*lv) : __builtin_isfinite(v);
    if (finite && (sp->conv == 'a' || sp->conv == 'A') && nbody >= 2 && body[0] == '0') {
        pre[npre++] = body[0];
        pre[npre++] = body[1];
        body += 2, nbody -= 2;
    }
    size_t zeros = 0;
    if (finite && (sp->flags & F_ZERO) && !(sp->flags & F_MINUS) && sp->width > npre + nbody)
        zeros = sp->width - npre - nbody;
    field(o, sp, pre, npre, zeros, body, nbody);
    if (s != small)
        __vm_obj_free(s);
}

/* A wide character or string, in the multibyte encoding (mb.h): the
 * precision and the width count bytes, and a character that does not fit
 * in the precision is left out whole (glibc); for the wide printf family
 * they count characters. */
static int put_wide(struct __divm_out *o, const struct spec *sp, const wchar_t *ws, size_t limit) {
    char chunk[64];
    size_t n = 0, bytes = 0;
    for (; ws[n] && (o->wide ? n : bytes) < limit; n++) {
        size_t k = o->wide == 2 ? __divm_utf8_encode(chunk, ws[n]) : __divm_mbencode(chunk, ws[n]);
        if (k == (size_t)-1)
            return -1;
        if (!o->wide && bytes + k > limit)
            break;
        bytes += k;
    }
    size_t shown = o->wide ? n : bytes;
    size_t fill = sp->width > shown ? sp->width - shown : 0;
    if (!(sp->flags & F_MINUS))
        pad(o, ' ', fill);
    for (size_t i = 0; i < n;) {
        size_t k = 0;
        for (; k + 8 <= sizeof chunk && i < n; i++)
            k += o->wide == 2 ? __divm_utf8_encode(chunk + k, ws[i]) : __divm_mbencode(chunk + k, ws[i]);
        __divm_out_put(o, chunk, k);
    }
    if (sp->flags & F_MINUS)
        pad(o, ' ', fill);
    return 0;
#undef ARG
}

static const char *parse_num(const char *f, size_t *v) {
    size_t n = 0;
    while (*f >= '0' && *f <= '9') {
        if (n < 0x7fffffff)
            n = n * 10 + (size_t)(*f - '0');
        f++;
    }
    *v = n;
    return f;
}

/* ---- positional arguments ("%2$d", "%1$*3$.*4$f", POSIX) ------------------
 * With positions the arguments are taken in order of position, each with
 * the type its conversions give it, before anything is formatted. */

enum { A_NONE, A_INT, A_LONG, A_LLONG, A_PTR, A_DOUBLE, A_LDOUBLE };
union arg {
    int i;
    long l;
    long long ll;
    void *p;
    double d;
    long double ld;
};
#define MAX_POS 64

/* "n$" right after '%' or '*': n, else 0 (nothing consumed). */
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
#undef ARG
}

static void note(unsigned char *types, int *max, int pos, int kind) {
    if (pos < 1 || pos > MAX_POS)
        return;
    types[pos - 1] = (unsigned char)kind;
    if (pos > *max)
        *max = pos;
}

static int kind_of(char conv, int len) {
    switch (conv) {
    case 'd': case 'i': case 'u': case 'o': case 'x': case 'X': case 'b': case 'B':
        return len == L_LL || len == L_BIG ? A_LLONG : len == L_L || len == L_J || len == L_Z || len == L_T ? A_LONG : A_INT;
    case 'c':
    case 'C':
        return A_INT;
    case 's': case 'S': case 'p': case 'n':
        return A_PTR;
    case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A':
        return len == L_BIG ? A_LDOUBLE : A_DOUBLE;
    default:
        return A_NONE;
    }
}

/* Fills vals[] from ap if the format uses positions; returns how many. */
static int collect_positional(const char *f, va_list ap, union arg *vals) {
    unsigned char types[MAX_POS];
    __builtin_memset(types, A_NONE, sizeof types);
    int max = 0;
    while (*f) {
        if (*f++ != '%')
            continue;
        if (*f == '%') {
            f++;
            continue;
        }
        int pos = position(&f);
        if (!pos)
            return 0; /* in order: nothing to collect */
        while (*f == '-' || *f == '+' || *f == ' ' || *f == '#' || *f == '0' || *f == '\'' || *f == 'I')
            f++;
        if (*f == '*') {
            f++;
            note(types, &max, position(&f), A_INT);
        } else {
            while (*f >= '0' && *f <= '9')
                f++;
        }
        if (*f == '.') {
            f++;
            if (*f == '*') {
                f++;
                note(types, &max, position(&f), A_INT);
            } else {
                while (*f >= '0' && *f <= '9')
                    f++;
            }
        }
        int len = L_NONE;
        if (*f == 'h') {
            len = L_H;
            if (*++f == 'h')
                len = L_HH, f++;
        } else if (*f == 'l') {
            len = L_L;
            if (*++f == 'l')
                len = L_LL, f++;
        } else if (*f == 'q') {
            len = L_LL, f++;
        } else if (*f == 'L') {
            len = L_BIG, f++;
        } else if (*f == 'j') {
            len = L_J, f++;
        } else if (*f == 'z' || *f == 'Z') {
            len = L_Z, f++;
        } else if (*f == 't') {
            len = L_T, f++;
        }
        if (!*f)
            break;
        note(types, &max, pos, kind_of(*f, len));
        f++;
    }
    for (int i = 0; i < max; i++) {
        switch (types[i]) {
        case A_LONG:
            vals[i].l = va_arg(ap, long);
            break;
        case A_LLONG:
            vals[i].ll = va_arg(ap, long long);
            break;
        case A_PTR:
            vals[i].p = va_arg(ap, void *);
            break;
        case A_DOUBLE:
            vals[i].d = va_arg(ap, double);
            break;
        case A_LDOUBLE:
            vals[i].ld = va_arg(ap, long double);
            break;
        default: /* int, or a position no conversion names */
            vals[i].i = va_arg(ap, int);
        }
    }
    return max;
}

/* Here, below scan.c, as printf's %n needs it too. */
void __divm_store_int(void *p, int len, unsigned long long v) {
    switch (len) {
    case L_HH:
        *(char *)p = (char)v;
        break;
    case L_H:
        *(short *)p = (short)v;
        break;
    case L_L:
        *(long *)p = (long)v;
        break;
    case L_LL:
    case L_BIG:
        *(long long *)p = (long long)v;
        break;
    case L_J:
        *(intmax_t *)p = (intmax_t)v;
        break;
    case L_Z:
        *(size_t *)p = (size_t)v;
        break;
    case L_T:
        *(ptrdiff_t *)p = (ptrdiff_t)v;
        break;
    default:
        *(int *)p = (int)v;
    }
}

int __divm_vformat(struct __divm_out *o, const char *fmt, va_list ap, char *(*errtext)(int)) {
    const char *f = fmt;
    union arg vals[MAX_POS];
    int nvals = 0, seen_directive = 0;
    int pos = 0;
/* the next argument of type T (union member M): by position or in order */
#define ARG(T, M) (nvals ? (pos > 0 && pos <= nvals ? (T)vals[pos - 1].M : (T)0) : va_arg(ap, T))
    while (*f) {
        if (*f != '%') {
            const char *lit = f;
            while (*f && *f != '%')
                f++;
            __divm_out_put(o, lit, (size_t)(f - lit));
            continue;
        }
        const char *start = f++;
        struct spec sp = {0, 0, -1, L_NONE, 0};
        /* leading digits are a position ("%2$d") or the width ("%5d"): one
         * scan tells (no extra loop on the common path) */
        pos = 0;
        int width_done = 0;
        if (*f >= '1' && *f <= '9') {
            size_t n;
            const char *g = parse_num(f, &n);
            if (*g == '$') {
                pos = (int)n;
                f = g + 1;
            } else {
                sp.width = n;
                f = g;
                width_done = 1;
            }
        }
        if (!seen_directive) {
            /* the first directive tells whether the format uses positions */
            seen_directive = 1;
            if (pos > 0)
                nvals = collect_positional(fmt, ap, vals);
        }
        for (; !width_done; f++) {
            if (*f == '-')
                sp.flags |= F_MINUS;
            else if (*f == '+')
                sp.flags |= F_PLUS;
            else if (*f == ' ')
                sp.flags |= F_SPACE;
            else if (*f == '#')
                sp.flags |= F_ALT;
            else if (*f == '0')
                sp.flags |= F_ZERO;
            else if (*f != '\'' && *f != 'I') /* grouping: none in the C locale */
                break;
        }
        if (width_done) {
            /* the width came first */
        } else if (*f == '*') {
            f++;
            int save = pos;
            pos = position(&f);
            int w = ARG(int, i);
            pos = save;
            if (w < 0) {
                sp.flags |= F_MINUS;
                sp.width = (size_t)-(long)w;
            } else {
                sp.width = (size_t)w;
            }
        } else {
            f = parse_num(f, &sp.width);
        }
        if (*f == '.') {
            f++;
            if (*f == '*') {
                f++;
                int save = pos;
                pos = position(&f);
                int p = ARG(int, i);
                pos = save;
                sp.prec = p < 0 ? -1 : p;
            } else {
                size_t p;
                f = parse_num(f, &p);
                sp.prec = (int)p;
            }
        }
        switch (*f) {
        case 'h':
            sp.len = L_H;
            if (*++f == 'h')
                sp.len = L_HH, f++;
            break;
        case 'l':
            sp.len = L_L;
            if (*++f == 'l')
                sp.len = L_LL, f++;
            break;
        case 'q':
            sp.len = L_LL, f++;
            break;
        case 'L':
            sp.len = L_BIG, f++;
            break;
        case 'j':
            sp.len = L_J, f++;
            break;
        case 'z':
        case 'Z':
            sp.len = L_Z, f++;
            break;
        case 't':
            sp.len = L_T, f++;
            break;
        }
        sp.conv = *f;
        if (*f)
            f++;
        if (sp.conv == 'C' || sp.conv == 'S') { /* SUSv2: %lc and %ls */
            sp.conv = sp.conv == 'C' ? 'c' : 's';
            sp.len = L_L;
        }
        switch (sp.conv) {
        case 'd':
        case 'i': {
            intmax_t v;
            switch (sp.len) {
            case L_HH:
                v = (signed char)ARG(int, i);
                break;
            case L_H:
                v = (short)ARG(int, i);
                break;
            case L_L:
                v = ARG(long, l);
                break;
            case L_LL:
            case L_BIG:
                v = ARG(long long, ll);
                break;
            case L_J:
                v = ARG(intmax_t, l);
                break;
            case L_Z:
                v = ARG(long, l); /* ssize_t */
                break;
            case L_T:
                v = ARG(ptrdiff_t, l);
                break;
            default:
                v = ARG(int, i);
            }
            fmt_int(o, &sp, v < 0 ? 0 - (uintmax_t)v : (uintmax_t)v, v < 0, 1);
            break;
        }
        case 'u':
        case 'o':
        case 'x':
        case 'X':
        case 'b':
        case 'B': {
            uintmax_t v;
            switch (sp.len) {
            case L_HH:
                v = (unsigned char)ARG(unsigned, i);
                break;
            case L_H:
                v = (unsigned short)ARG(unsigned, i);
                break;
            case L_L:
                v = ARG(unsigned long, l);
                break;
            case L_LL:
            case L_BIG:
                v = ARG(unsigned long long, ll);
                break;
            case L_J:
                v = ARG(uintmax_t, l);
                break;
            case L_Z:
                v = ARG(size_t, l);
                break;
            case L_T:
                v = (uintmax_t)ARG(ptrdiff_t, l);
                break;
            default:
                v = ARG(unsigned, i);
            }
            fmt_int(o, &sp, v, 0, 0);
            break;
        }
        case 'p': {
            void *p = ARG(void *, p);
            if (!p) {
                sp.prec = -1;
                fmt_str(o, &sp, "(nil)", 5);
            } else {
                sp.flags |= F_ALT;
                fmt_int(o, &sp, (uintptr_t)p, 0, 1);
            }
            break;
        }
        case 'c':
            if (sp.len == L_L) {
                wchar_t wc[2] = {(wchar_t)ARG(wint_t, i), 0};
                if (wc[0] == 0) {
                    fmt_str(o, &sp, "", 1);
                } else if (put_wide(o, &sp, wc, (size_t)-1) < 0) {
                    __divm_out_fail(o);
                    return -1;
                }
            } else {
                char c = (char)ARG(int, i);
                fmt_str(o, &sp, &c, 1);
            }
            break;
        case 's':
            if (sp.len == L_L) {
                const wchar_t *ws = ARG(const wchar_t *, p);
                if (!ws) {
                    const char *null = sp.prec < 0 || sp.prec >= 6 ? "(null)" : "";
                    fmt_str(o, &sp, null, strlen(null));
                } else if (put_wide(o, &sp, ws, sp.prec < 0 ? (size_t)-1 : (size_t)sp.prec) < 0) {
                    __divm_out_fail(o);
                    return -1;
                }
            } else {
                const char *s = ARG(const char *, p);
                if (!s)
                    s = sp.prec < 0 || sp.prec >= 6 ? "(null)" : "";
                if (o->wide)
                    fmt_mbs(o, &sp, s);
                else
                    fmt_str(o, &sp, s, sp.prec < 0 ? strlen(s) : strnlen(s, (size_t)sp.prec));
            }
            break;
        case 'm': {
            const char *s = errtext(errno);
            fmt_str(o, &sp, s, sp.prec < 0 ? strlen(s) : strnlen(s, (size_t)sp.prec));
            break;
        }
        case 'f':
        case 'F':
        case 'e':
        case 'E':
        case 'g':
        case 'G':
        case 'a':
        case 'A': {
            if (sp.len == L_BIG) {
                long double v = ARG(long double, ld);
                fmt_float(o, &sp, 0, &v);
            } else
                fmt_float(o, &sp, ARG(double, d), NULL);
            break;
        }
        case 'n': {
            __divm_store_int(ARG(void *, p), sp.len, o->total);
            break;
        }
        case '%':
            __divm_out_put(o, "%", 1);
            break;
        default:
            /* not a conversion: print the directive as written */
            __divm_out_put(o, start, (size_t)(f - start));
        }
    }
    return 0;
#undef ARG
}
