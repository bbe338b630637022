/* strfmon.c -- POSIX strfmon and strfmon_l in the C/POSIX locale (the
 * only one): no currency symbol ('!' changes nothing), no grouping ('^'
 * neither), the sign "-" ('+') or parentheses ('('), and 2 decimals when
 * no right precision is given, as glibc uses there. A conversion is
 * %[flags][width][#left][.right]n or i of a double: the value rounded as
 * printf's %.*f; with #left the integer part is padded to left digits
 * with the =f fill character (a space by default) and a sign position is
 * kept (a space when positive), as glibc; the width pads with spaces, on
 * the right with '-'. %% is a '%'. The result does not fit in maxsize
 * bytes with its NUL: -1 with E2BIG; a malformed conversion: EINVAL. */
#include <errno.h>
#include <monetary.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

struct buf {
    char *s;
    size_t max, len;
    int full;
};

static void add(struct buf *b, const char *s, size_t n) {
    if (b->len + n >= b->max) {
        b->full = 1;
        return;
    }
    memcpy(b->s + b->len, s, n);
    b->len += n;
}

static void pad(struct buf *b, char c, int n) {
    for (int i = 0; i < n; i++)
        add(b, &c, 1);
}

static int number(const char **f) {
    int n = 0;
    while (**f >= '0' && **f <= '9')
        n = n * 10 + (*(*f)++ - '0');
    return n;
}

/* One conversion of v; the format after its '%', advanced past it. */
static int convert(struct buf *b, const char **fp, double v) {
    const char *f = *fp;
    char fill = ' ';
    int paren = 0, left_align = 0;
    for (;; f++) {
        if (*f == '=' && f[1])
            fill = *++f;
        else if (*f == '(')
            paren = 1;
        else if (*f == '-')
            left_align = 1;
        else if (*f != '^' && *f != '+' && *f != '!')
            break;
    }
    int width = number(&f), lprec = -1, rprec = 2;
    if (*f == '#') {
        f++;
        lprec = number(&f);
    }
    if (*f == '.') {
        f++;
        rprec = number(&f);
    }
    if (*f != 'n' && *f != 'i')
        return -1;
    *fp = f + 1;
    int neg = v < 0;
    char digits[400];
    snprintf(digits, sizeof digits, "%.*f", rprec, neg ? -v : v);
    size_t intlen = strcspn(digits, ".");
    char out[512];
    size_t n = 0;
    if (neg)
        out[n++] = paren ? '(' : '-';
    else if (lprec >= 0)
        out[n++] = ' ';
    for (int i = (int)intlen; i < lprec && n < sizeof out - 1; i++)
        out[n++] = fill;
    size_t dl = strlen(digits);
    if (dl > sizeof out - n - 2)
        dl = sizeof out - n - 2;
    memcpy(out + n, digits, dl);
    n += dl;
    if (neg && paren)
        out[n++] = ')';
    int gap = width > (int)n ? width - (int)n : 0;
    if (!left_align)
        pad(b, ' ', gap);
    add(b, out, n);
    if (left_align)
        pad(b, ' ', gap);
    return 0;
}

static ssize_t format(char *s, size_t maxsize, const char *f, va_list ap) {
    struct buf b = {s, maxsize, 0, 0};
    while (*f) {
        if (*f != '%') {
            add(&b, f++, 1);
            continue;
        }
        f++;
        if (*f == '%') {
            add(&b, f++, 1);
            continue;
        }
        if (convert(&b, &f, va_arg(ap, double)) != 0) {
            errno = EINVAL;
            return -1;
        }
    }
    if (b.full || maxsize == 0) {
        errno = E2BIG;
        return -1;
    }
    s[b.len] = 0;
    return (ssize_t)b.len;
}

ssize_t strfmon(char *restrict s, size_t maxsize, const char *restrict fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    ssize_t r = format(s, maxsize, fmt, ap);
    va_end(ap);
    return r;
}

ssize_t strfmon_l(char *restrict s, size_t maxsize, locale_t loc, const char *restrict fmt, ...) {
    (void)loc;
    va_list ap;
    va_start(ap, fmt);
    ssize_t r = format(s, maxsize, fmt, ap);
    va_end(ap);
    return r;
}
