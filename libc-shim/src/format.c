/* format.c -- the printf engine: the full C99 directive syntax with glibc's
 * output conventions ("(nil)", "(null)", sign and padding rules). Floating
 * point digits come from the VM native __vm_fmt_float; the sign, prefix and
 * padding are added here. */
#include <errno.h>
#include <hypercalls.h>
#include <stdint.h>
#include <string.h>
#include <wchar.h>
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
    const char *dig = c == 'X' ? "0123456789ABCDEF" : "0123456789abcdef";
    while (mag) {
        *--p = dig[mag % base];
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

static void fmt_float(struct __divm_out *o, const struct spec *sp, double v) {
    char small[128];
    char *s = small;
    int n = __vm_fmt_float(small, (int)sizeof small, v, sp->conv, sp->prec, (sp->flags & F_ALT) != 0);
    if (n < 0) {
        o->failed = 1;
        return;
    }
    if ((size_t)n >= sizeof small) {
        s = __vm_obj_make((size_t)n + 1, _VM_OK_SYSTEM);
        __vm_fmt_float(s, n + 1, v, sp->conv, sp->prec, (sp->flags & F_ALT) != 0);
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
    int finite = __builtin_isfinite(v);
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

/* A wide character or string in the C locale: ASCII only. */
static int put_wide(struct __divm_out *o, const struct spec *sp, const wchar_t *ws, size_t limit) {
    char chunk[64];
    size_t n = 0;
    while (n < limit && ws[n]) {
        if (ws[n] < 0 || ws[n] >= 0x80) {
            errno = EILSEQ;
            return -1;
        }
        n++;
    }
    size_t fill = sp->width > n ? sp->width - n : 0;
    if (!(sp->flags & F_MINUS))
        pad(o, ' ', fill);
    for (size_t i = 0; i < n;) {
        size_t k = 0;
        for (; k < sizeof chunk && i < n; k++, i++)
            chunk[k] = (char)ws[i];
        __divm_out_put(o, chunk, k);
    }
    if (sp->flags & F_MINUS)
        pad(o, ' ', fill);
    return 0;
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

int __divm_vformat(struct __divm_out *o, const char *fmt, va_list ap) {
    const char *f = fmt;
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
        for (;; f++) {
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
        if (*f == '*') {
            int w = va_arg(ap, int);
            if (w < 0) {
                sp.flags |= F_MINUS;
                sp.width = (size_t)-(long)w;
            } else {
                sp.width = (size_t)w;
            }
            f++;
        } else {
            f = parse_num(f, &sp.width);
        }
        if (*f == '.') {
            f++;
            if (*f == '*') {
                int p = va_arg(ap, int);
                sp.prec = p < 0 ? -1 : p;
                f++;
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
        switch (sp.conv) {
        case 'd':
        case 'i': {
            intmax_t v;
            switch (sp.len) {
            case L_HH:
                v = (signed char)va_arg(ap, int);
                break;
            case L_H:
                v = (short)va_arg(ap, int);
                break;
            case L_L:
                v = va_arg(ap, long);
                break;
            case L_LL:
            case L_BIG:
                v = va_arg(ap, long long);
                break;
            case L_J:
                v = va_arg(ap, intmax_t);
                break;
            case L_Z:
                v = va_arg(ap, long); /* ssize_t */
                break;
            case L_T:
                v = va_arg(ap, ptrdiff_t);
                break;
            default:
                v = va_arg(ap, int);
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
                v = (unsigned char)va_arg(ap, unsigned);
                break;
            case L_H:
                v = (unsigned short)va_arg(ap, unsigned);
                break;
            case L_L:
                v = va_arg(ap, unsigned long);
                break;
            case L_LL:
            case L_BIG:
                v = va_arg(ap, unsigned long long);
                break;
            case L_J:
                v = va_arg(ap, uintmax_t);
                break;
            case L_Z:
                v = va_arg(ap, size_t);
                break;
            case L_T:
                v = (uintmax_t)va_arg(ap, ptrdiff_t);
                break;
            default:
                v = va_arg(ap, unsigned);
            }
            fmt_int(o, &sp, v, 0, 0);
            break;
        }
        case 'p': {
            void *p = va_arg(ap, void *);
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
                wchar_t wc[2] = {(wchar_t)va_arg(ap, wint_t), 0};
                if (wc[0] == 0) {
                    fmt_str(o, &sp, "", 1);
                } else if (put_wide(o, &sp, wc, 1) < 0) {
                    o->failed = 1;
                    return -1;
                }
            } else {
                char c = (char)va_arg(ap, int);
                fmt_str(o, &sp, &c, 1);
            }
            break;
        case 's':
            if (sp.len == L_L) {
                const wchar_t *ws = va_arg(ap, const wchar_t *);
                if (!ws) {
                    const char *null = sp.prec < 0 || sp.prec >= 6 ? "(null)" : "";
                    fmt_str(o, &sp, null, strlen(null));
                } else if (put_wide(o, &sp, ws, sp.prec < 0 ? (size_t)-1 : (size_t)sp.prec) < 0) {
                    o->failed = 1;
                    return -1;
                }
            } else {
                const char *s = va_arg(ap, const char *);
                if (!s)
                    s = sp.prec < 0 || sp.prec >= 6 ? "(null)" : "";
                fmt_str(o, &sp, s, sp.prec < 0 ? strlen(s) : strnlen(s, (size_t)sp.prec));
            }
            break;
        case 'm': {
            const char *s = strerror(errno);
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
            double v = sp.len == L_BIG ? (double)va_arg(ap, long double) : va_arg(ap, double);
            fmt_float(o, &sp, v);
            break;
        }
        case 'n': {
            __divm_store_int(va_arg(ap, void *), sp.len, o->total);
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
}
