/* stdlib.c -- number parsing, arithmetic helpers, multibyte stubs (the
 * random number generators are in rand.c). */
#include <errno.h>
#include <fenv.h>
#include <inttypes.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include "mb.h"
#include "natives.h"

static int is_space(int c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

static int digit_value(int c) {
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'Z')
        return c - 'A' + 10;
    return 99;
}

/* The common part of the strto*l family: magnitude in *mag, sign in *neg;
 * returns 1 if the magnitude overflowed. *end as strtol specifies. */
static int parse_int(const char *s, char **end, int base, unsigned long long *mag, int *neg) {
    const char *p = s;
    *mag = 0;
    *neg = 0;
    if (base < 0 || base == 1 || base > 36) {
        errno = EINVAL; /* like glibc, *end is left alone */
        return 0;
    }
    while (is_space((unsigned char)*p))
        p++;
    if (*p == '+' || *p == '-')
        *neg = *p++ == '-';
    if ((base == 0 || base == 16) && p[0] == '0' && (p[1] == 'x' || p[1] == 'X') &&
        digit_value((unsigned char)p[2]) < 16) {
        p += 2;
        base = 16;
    } else if (base == 0) {
        base = p[0] == '0' ? 8 : 10;
    }
    const char *digits = p;
    int overflow = 0;
    unsigned long long v = 0;
    for (;; p++) {
        int d = digit_value((unsigned char)*p);
        if (d >= base)
            break;
        if (v > (ULLONG_MAX - (unsigned)d) / (unsigned)base)
            overflow = 1;
        else
            v = v * (unsigned)base + (unsigned)d;
    }
    if (end)
        *end = (char *)(p == digits ? s : p);
    *mag = v;
    return overflow;
}

static long long to_signed(const char *s, char **end, int base, long long min, long long max) {
    unsigned long long mag;
    int neg;
    int overflow = parse_int(s, end, base, &mag, &neg);
    unsigned long long limit = neg ? (unsigned long long)max + 1 : (unsigned long long)max;
    if (overflow || mag > limit) {
        errno = ERANGE;
        return neg ? min : max;
    }
    return neg ? (long long)(0ull - mag) : (long long)mag;
}

static unsigned long long to_unsigned(const char *s, char **end, int base, unsigned long long max) {
    unsigned long long mag;
    int neg;
    int overflow = parse_int(s, end, base, &mag, &neg);
    if (overflow || mag > max) {
        errno = ERANGE;
        return max;
    }
    return neg ? (0ull - mag) & max : mag;
}

long strtol(const char *restrict s, char **restrict end, int base) {
    return (long)to_signed(s, end, base, LONG_MIN, LONG_MAX);
}
long long strtoll(const char *restrict s, char **restrict end, int base) {
    return to_signed(s, end, base, LLONG_MIN, LLONG_MAX);
}
unsigned long strtoul(const char *restrict s, char **restrict end, int base) {
    return (unsigned long)to_unsigned(s, end, base, ULONG_MAX);
}
unsigned long long strtoull(const char *restrict s, char **restrict end, int base) {
    return to_unsigned(s, end, base, ULLONG_MAX);
}
/* (BSD's names for the long long ones: a quad) */
long long strtoq(const char *restrict s, char **restrict end, int base) { return strtoll(s, end, base); }
unsigned long long strtouq(const char *restrict s, char **restrict end, int base) { return strtoull(s, end, base); }
intmax_t strtoimax(const char *restrict s, char **restrict end, int base) {
    return to_signed(s, end, base, INTMAX_MIN, INTMAX_MAX);
}
uintmax_t strtoumax(const char *restrict s, char **restrict end, int base) {
    return to_unsigned(s, end, base, UINTMAX_MAX);
}

int atoi(const char *s) { return (int)strtol(s, NULL, 10); }
long atol(const char *s) { return strtol(s, NULL, 10); }
long long atoll(const char *s) { return strtoll(s, NULL, 10); }

double strtod(const char *restrict s, char **restrict end) {
    size_t used = 0;
    int erange = 0;
    double v = __vm_parse_double(s, &used, &erange);
    if (end)
        *end = (char *)s + used;
    if (erange)
        errno = ERANGE;
    return v;
}

/* x as a double, with an infinity as 2^128 (the midpoint above FLT_MAX
 * is FLT_MAX's and 2^128's). */
static double float_span(float x) { return __builtin_isinf(x) ? __builtin_copysign(0x1p128, x) : x; }

/* The float nearest the number s spells, where strtod gave d and (float)d
 * is f: in round-to-nearest a double exactly halfway between two floats
 * may itself be rounded (a decimal with more digits than a double holds,
 * 1.00000005960464477539062501), and narrowing it ties to even where the
 * number lies on one side (C17 7.22.1.3p9 wants it correctly rounded).
 * strtod in the two directed modes tells the side. */
static float nearest_float(const char *s, double d, float f) {
    if ((double)f == d || __builtin_isnan(d) || fegetround() != FE_TONEAREST)
        return f;
    union {
        float f;
        uint32_t u;
    } other = {f};
    /* f's neighbour on d's side: away from zero where d's magnitude is larger. */
    other.u += __builtin_fabs(d) > __builtin_fabs((double)f) ? 1 : -1;
    if ((float_span(f) + float_span(other.f)) / 2 != d)
        return f;
    float lo = float_span(f) < float_span(other.f) ? f : other.f;
    float hi = float_span(f) < float_span(other.f) ? other.f : f;
    int saved = errno;
    fesetround(FE_UPWARD);
    double up = strtod(s, NULL);
    fesetround(FE_DOWNWARD);
    double down = strtod(s, NULL);
    fesetround(FE_TONEAREST);
    errno = saved;
    return up > d ? hi : down < d ? lo : f;
}

/* strtod's double narrowed to float: in a directed mode the two roundings
 * are one (the VM narrows by the mode); in round-to-nearest, see
 * nearest_float. A range error as glibc's: an overflow (from 2^128 on,
 * even where the mode gives FLT_MAX) or an inexact result below FLT_MIN. */
float strtof(const char *restrict s, char **restrict end) {
    double d = strtod(s, end);
    float f = nearest_float(s, d, (float)d);
    if (!__builtin_isinf(d) && (__builtin_isinf(f) || __builtin_fabs(d) >= 0x1p128))
        errno = ERANGE;
    else if (d != 0 && __builtin_fabs(f) < 0x1p-126f && (double)f != d)
        errno = ERANGE;
    return f;
}

long double strtold(const char *restrict s, char **restrict end) {
    size_t used = 0;
    int erange = 0;
    long double v = __vm_parse_ldouble(s, &used, &erange);
    if (end)
        *end = (char *)s + used;
    if (erange)
        errno = ERANGE;
    return v;
}
double atof(const char *s) { return strtod(s, NULL); }

int abs(int j) { return j < 0 ? -j : j; }
long labs(long j) { return j < 0 ? -j : j; }
long long llabs(long long j) { return j < 0 ? -j : j; }
intmax_t imaxabs(intmax_t j) { return j < 0 ? -j : j; }

div_t div(int n, int d) {
    div_t r = {n / d, n % d};
    return r;
}
ldiv_t ldiv(long n, long d) {
    ldiv_t r = {n / d, n % d};
    return r;
}
lldiv_t lldiv(long long n, long long d) {
    lldiv_t r = {n / d, n % d};
    return r;
}
imaxdiv_t imaxdiv(intmax_t n, intmax_t d) {
    imaxdiv_t r = {n / d, n % d};
    return r;
}

int system(const char *cmd) {
    if (!cmd)
        return 0; /* no shell */
    errno = ENOSYS;
    return -1;
}

/* The multibyte functions without a state argument keep their own (mb.h:
 * ASCII in the C locale, UTF-8 in C.UTF-8, which has no shift states). */
int mblen(const char *s, size_t n) {
    static mbstate_t st;
    if (!s) {
        st.__count = 0;
        return 0;
    }
    size_t r = __divm_mbdecode(NULL, s, n, &st);
    if (r == (size_t)-2) { /* an incomplete character is invalid here */
        st.__count = 0;
        errno = EILSEQ;
        return -1;
    }
    return (int)r;
}

int mbtowc(wchar_t *restrict pwc, const char *restrict s, size_t n) {
    static mbstate_t st;
    if (!s) {
        st.__count = 0;
        return 0;
    }
    size_t r = __divm_mbdecode(pwc, s, n, &st);
    if (r == (size_t)-2) {
        st.__count = 0;
        errno = EILSEQ;
        return -1;
    }
    return (int)r;
}

int wctomb(char *s, wchar_t wc) {
    if (!s)
        return 0;
    return (int)__divm_mbencode(s, wc);
}

size_t mbstowcs(wchar_t *restrict dst, const char *restrict src, size_t n) {
    mbstate_t st = {0};
    size_t i = 0;
    for (; !dst || i < n; i++) {
        wchar_t wc;
        size_t k = __divm_mbdecode(&wc, src, (size_t)-1, &st);
        if (k == (size_t)-1 || k == (size_t)-2) {
            errno = EILSEQ;
            return (size_t)-1;
        }
        if (dst)
            dst[i] = wc;
        if (k == 0)
            return i;
        src += k;
    }
    return i;
}

size_t wcstombs(char *restrict dst, const wchar_t *restrict src, size_t n) {
    size_t len = 0;
    for (;; src++) {
        char b[8];
        size_t k = __divm_mbencode(b, *src);
        if (k == (size_t)-1)
            return k;
        if (!*src) {
            if (dst && len < n)
                dst[len] = 0;
            return len;
        }
        if (dst) {
            if (len + k > n)
                return len;
            for (size_t j = 0; j < k; j++)
                dst[len + j] = b[j];
        }
        len += k;
    }
}
