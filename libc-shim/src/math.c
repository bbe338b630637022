/* math.c -- the parts of <math.h> that are not VM natives, built on them. */
#include <errno.h>
#include <fenv.h>
#include <limits.h>
#include <math.h>
#include <stdint.h>

void __divm_fe_raise(int e);

double nan(const char *tag) {
    (void)tag;
    return __builtin_nan("");
}
float nanf(const char *tag) {
    (void)tag;
    return __builtin_nanf("");
}
long double nanl(const char *tag) {
    (void)tag;
    return __builtin_nanl("");
}

/* ilogb of 0, NaN or an infinity is a domain error */
static int ilogb_domain(int r) {
    errno = EDOM;
    __divm_fe_raise(FE_INVALID);
    return r;
}

/* (a double widens exactly: one definition of the rule, in long double) */
int ilogb(double x) { return ilogbl(x); }
int ilogbf(float x) { return ilogbl(x); }
int ilogbl(long double x) {
    if (x == 0)
        return ilogb_domain(FP_ILOGB0);
    if (isnan(x))
        return ilogb_domain(FP_ILOGBNAN);
    if (isinf(x))
        return ilogb_domain(INT_MAX);
    int e;
    frexpl(x, &e);
    return e - 1;
}

double logb(double x) {
    if (x == 0) {
        __divm_fe_raise(FE_DIVBYZERO);
        return -HUGE_VAL;
    }
    if (isnan(x))
        return x;
    if (isinf(x))
        return HUGE_VAL;
    return (double)ilogb(x);
}
float logbf(float x) { return (float)logb(x); }
long double logbl(long double x) {
    if (x == 0 || isnan(x) || isinf(x))
        return logb((double)x);
    return (long double)ilogbl(x);
}

double scalbn(double x, int n) { return ldexp(x, n); }
float scalbnf(float x, int n) { return ldexpf(x, n); }
long double scalbnl(long double x, int n) { return ldexpl(x, n); }

static int clamp_exp(long n) { return n > INT_MAX ? INT_MAX : n < INT_MIN ? INT_MIN : (int)n; }
double scalbln(double x, long n) { return ldexp(x, clamp_exp(n)); }
float scalblnf(float x, long n) { return ldexpf(x, clamp_exp(n)); }
long double scalblnl(long double x, long n) { return ldexpl(x, clamp_exp(n)); }

/* Step to the neighbouring representable value through the bit pattern. */
/* nextafter's flags: a subnormal or zero result underflows, an infinite
 * one (from a finite x) overflows with ERANGE. */
static double next_flags(double r, double x) {
    if (isinf(r) && isfinite(x)) {
        errno = ERANGE;
        __divm_fe_raise(FE_OVERFLOW | FE_INEXACT);
    } else if (r == 0 || fpclassify(r) == FP_SUBNORMAL) {
        errno = ERANGE;
        __divm_fe_raise(FE_UNDERFLOW | FE_INEXACT);
    }
    return r;
}

double nextafter(double x, double y) {
    if (isnan(x) || isnan(y))
        return x + y;
    if (x == y)
        return y;
    if (x == 0) { /* glibc: the flags, but no errno */
        __divm_fe_raise(FE_UNDERFLOW | FE_INEXACT);
        return y > 0 ? 0x1p-1074 : -0x1p-1074;
    }
    union {
        double d;
        uint64_t u;
    } v = {x};
    if ((x < y) == (x > 0))
        v.u++;
    else
        v.u--;
    return next_flags(v.d, x);
}

float nextafterf(float x, float y) {
    if (isnan(x) || isnan(y))
        return x + y;
    if (x == y)
        return y;
    if (x == 0) {
        __divm_fe_raise(FE_UNDERFLOW | FE_INEXACT);
        return y > 0 ? 0x1p-149f : -0x1p-149f;
    }
    union {
        float f;
        uint32_t u;
    } v = {x};
    if ((x < y) == (x > 0))
        v.u++;
    else
        v.u--;
    if (isinf(v.f) || v.f == 0 || fpclassify(v.f) == FP_SUBNORMAL)
        next_flags(isinf(v.f) ? (double)v.f : 0.0, x);
    return v.f;
}

/* long double's x87 encoding: a 64-bit significand with an explicit
 * integer bit (clear in a denormal, whose exponent field is 0), then the
 * sign and the 15-bit exponent. */
union ld {
    long double f;
    struct {
        uint64_t m;
        uint16_t se;
    } b;
};

long double nextafterl(long double x, long double y) {
    if (isnan(x) || isnan(y))
        return x + y;
    if (x == y)
        return y;
    if (x == 0) {
        __divm_fe_raise(FE_UNDERFLOW | FE_INEXACT);
        return y > 0 ? 0x1p-16445L : -0x1p-16445L;
    }
    union ld v = {x};
    unsigned e = v.b.se & 0x7fff;
    const uint64_t top = 1ULL << 63;
    if ((x < y) == (x > 0)) { /* away from zero */
        if (v.b.m == UINT64_MAX) {
            v.b.m = top;
            v.b.se++;
        } else if (++v.b.m == top && e == 0) {
            v.b.se++; /* the least normal */
        }
    } else if (e > 0 && v.b.m == top) {
        v.b.se--;
        v.b.m = e == 1 ? top - 1 : UINT64_MAX;
    } else {
        v.b.m--;
    }
    if (isinf(v.f)) {
        errno = ERANGE;
        __divm_fe_raise(FE_OVERFLOW | FE_INEXACT);
    } else if (v.f == 0 || fpclassify(v.f) == FP_SUBNORMAL) {
        errno = ERANGE;
        __divm_fe_raise(FE_UNDERFLOW | FE_INEXACT);
    }
    return v.f;
}
/* nexttoward: the comparison is in long double. */
double nexttoward(double x, long double y) {
    if (isnan(x) || isnan(y))
        return (double)(x + y);
    if ((long double)x == y)
        return (double)y;
    return nextafter(x, (long double)x < y ? INFINITY : -INFINITY);
}
float nexttowardf(float x, long double y) {
    if (isnan(x) || isnan(y))
        return (float)(x + y);
    if ((long double)x == y)
        return (float)y;
    return nextafterf(x, (long double)x < y ? INFINITY : -INFINITY);
}
long double nexttowardl(long double x, long double y) { return nextafterl(x, y); }

/* The remainder, plus the low 3 bits of the rounded quotient: fmod by 8|y|
 * is exact, which leaves a quotient below 8 to recover. */
double remquo(double x, double y, int *q) {
    double r = remainder(x, y);
    *q = 0;
    if (isnan(r) || isinf(x) || y == 0)
        return r;
    double ay = fabs(y);
    double a = isinf(y) ? fabs(x) : fmod(fabs(x), 8 * ay);
    int k = (int)nearbyint((a - remainder(a, ay)) / ay) & 7;
    *q = (signbit(x) != signbit(y)) ? -k : k;
    return r;
}
float remquof(float x, float y, int *q) { return (float)remquo(x, y, q); }
long double remquol(long double x, long double y, int *q) {
    long double r = remainderl(x, y);
    *q = 0;
    if (isnan(r) || isinf(x) || y == 0)
        return r;
    long double ay = fabsl(y);
    long double a = isinf(y) ? fabsl(x) : fmodl(fabsl(x), 8 * ay);
    int k = (int)nearbyintl((a - remainderl(a, ay)) / ay) & 7;
    *q = (signbit(x) != signbit(y)) ? -k : k;
    return r;
}

void sincos(double x, double *s, double *c) {
    *s = sin(x);
    *c = cos(x);
}
void sincosf(float x, float *s, float *c) {
    *s = sinf(x);
    *c = cosf(x);
}
void sincosl(long double x, long double *s, long double *c) {
    *s = sinl(x);
    *c = cosl(x);
}

double exp10(double x) { return pow(10.0, x); }
float exp10f(float x) { return powf(10.0f, x); }
long double exp10l(long double x) { return powl(10.0L, x); }

/* Old BSD and SVID names: drem is remainder; significand is x scaled into
 * [1, 2) (x itself for zeros, infinities and NaNs); isinf and isnan also
 * as functions (math.h's macros hide these names). */
double drem(double x, double y) { return remainder(x, y); }
float dremf(float x, float y) { return remainderf(x, y); }
double significand(double x) { return isfinite(x) && x != 0 ? scalbn(x, -ilogb(x)) : x; }
float significandf(float x) { return isfinite(x) && x != 0 ? scalbnf(x, -ilogbf(x)) : x; }
int finite(double x) { return isfinite(x); }
int finitef(float x) { return isfinite(x); }
int isinff(float x) { return isinf(x); }
int isnanf(float x) { return isnan(x); }
int(isinf)(double x) { return isinf(x); }
int(isnan)(double x) { return isnan(x); }
