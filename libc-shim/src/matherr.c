/* matherr.c -- libm's error reporting around the VM's natives: glibc sets
 * errno (math_errhandling has MATH_ERRNO) and raises exception flags
 * (MATH_ERREXCEPT) for domain errors (EDOM, FE_INVALID), poles (ERANGE,
 * FE_DIVBYZERO), overflows (ERANGE, FE_OVERFLOW) and underflows to zero
 * (ERANGE, FE_UNDERFLOW). The host computes the value; this file looks at
 * the arguments and the result. The natives are reached under the prefix
 * __divm_native_ (docs/runtime-abi.md). */
#include <errno.h>
#include <fenv.h>
#include <math.h>

void __divm_fe_raise(int e);

enum { DOMAIN = 1, POLE = 2, OVERFLOW = 4, UNDERFLOW = 8, TINY = 16 };

static void report(int what) {
    if (what & DOMAIN) {
        errno = EDOM;
        __divm_fe_raise(FE_INVALID);
    } else if (what & POLE) {
        errno = ERANGE;
        __divm_fe_raise(FE_DIVBYZERO);
    } else if (what & OVERFLOW) {
        errno = ERANGE;
        __divm_fe_raise(FE_OVERFLOW | FE_INEXACT);
    } else if (what & UNDERFLOW) {
        errno = ERANGE;
        __divm_fe_raise(FE_UNDERFLOW | FE_INEXACT);
    } else if (what & TINY) {
        /* a subnormal result: the flag, but no errno (glibc) */
        __divm_fe_raise(FE_UNDERFLOW | FE_INEXACT);
    }
}

/* The usual classification of a result r from finite-or-not arguments:
 * NaN from no NaN is a domain error; an infinity from finite arguments is
 * a pole if `pole` says so, else an overflow; zero from finite arguments of
 * a function that can underflow (`uflow`) is an underflow, and a subnormal
 * result of such a function raises FE_UNDERFLOW (taken as inexact). */
static int classify(double r, int nan_in, int all_finite, int pole, int uflow, int nonzero_in) {
    if (isnan(r))
        return nan_in ? 0 : DOMAIN;
    if (isinf(r) && all_finite)
        return pole ? POLE : OVERFLOW;
    if (r == 0 && uflow && all_finite && nonzero_in)
        return UNDERFLOW;
    if (uflow && fpclassify(r) == FP_SUBNORMAL)
        return TINY;
    return 0;
}

/* One-argument functions: `pole_at(x)` says whether an infinite result at
 * finite x is a pole; `uflow` whether a zero result is an underflow. */
#define UNARY(name, T, suffix, pole_expr, uflow)                                                             \
    T __divm_native_##name##suffix(T);                                                                     \
    T name##suffix(T x) {                                                                                  \
        T r = __divm_native_##name##suffix(x);                                                             \
        report(classify((double)r, isnan(x), isfinite(x), (pole_expr), (uflow), 1));                      \
        return r;                                                                                          \
    }

#define UNARY3(name, pole_expr, uflow)                                                                       \
    UNARY(name, double, , pole_expr, uflow)                                                                \
    UNARY(name, float, f, pole_expr, uflow)                                                                \
    UNARY(name, long double, l, pole_expr, uflow)

/* logarithms: an infinite result at a finite argument is always a pole */
UNARY3(log, 1, 0)
UNARY3(log2, 1, 0)
UNARY3(log10, 1, 0)
UNARY3(log1p, 1, 0)
UNARY3(atanh, 1, 0)
/* domain errors only */
UNARY3(sqrt, 0, 0)
UNARY3(acos, 0, 0)
UNARY3(asin, 0, 0)
UNARY3(acosh, 0, 0)
UNARY3(sin, 0, 0)
UNARY3(cos, 0, 0)
UNARY3(tan, 0, 0)
/* overflow and underflow */
UNARY3(exp, 0, 1)
UNARY3(exp2, 0, 1)
UNARY3(expm1, 0, 0)
UNARY3(cosh, 0, 0)
UNARY3(sinh, 0, 0)
UNARY3(erfc, 0, 1)
/* gamma: poles at zero (tgamma) and at the non-positive integers (lgamma) */
UNARY3(tgamma, x == 0, 1)

/* lgamma sets signgam to the sign of Γ(x) (lgamma_r stores it): negative
 * exactly for -0 and for x < 0 not an integer with floor(x) odd, that is
 * with trunc(x) even; +1 at the poles, infinities and NaNs (glibc). */
int signgam;

static int gamma_sign(double x) {
    if (x == 0)
        return signbit(x) ? -1 : 1;
    double t = __builtin_trunc(x);
    if (!(x < 0) || x == t || isinf(x))
        return 1;
    return (long long)t % 2 == 0 ? -1 : 1; /* a non-integer has |x| < 2^52 */
}

#define LGAMMA(T, suffix)                                                                                    \
    T __divm_native_lgamma##suffix(T);                                                                     \
    T lgamma##suffix##_r(T x, int *sign) {                                                                 \
        T r = __divm_native_lgamma##suffix(x);                                                             \
        int pole = x <= 0 && (double)x == __builtin_trunc((double)x);                                       \
        report(classify((double)r, isnan(x), isfinite(x), pole, 0, 1));                                    \
        *sign = gamma_sign((double)x);                                                                     \
        return r;                                                                                          \
    }                                                                                                      \
    T lgamma##suffix(T x) { return lgamma##suffix##_r(x, &signgam); }
LGAMMA(double, )
LGAMMA(float, f)
LGAMMA(long double, l)

/* Two-argument functions. */
#define BINARY(name, T, suffix, pole_expr, uflow)                                                            \
    T __divm_native_##name##suffix(T, T);                                                                  \
    T name##suffix(T x, T y) {                                                                             \
        T r = __divm_native_##name##suffix(x, y);                                                          \
        report(classify((double)r, isnan(x) || isnan(y), isfinite(x) && isfinite(y), (pole_expr), (uflow), \
                        x != 0));                                                                          \
        return r;                                                                                          \
    }

#define BINARY3(name, pole_expr, uflow)                                                                      \
    BINARY(name, double, , pole_expr, uflow)                                                               \
    BINARY(name, float, f, pole_expr, uflow)                                                               \
    BINARY(name, long double, l, pole_expr, uflow)

/* pow(±0, y<0) is a pole; pow(x, y) = 0 for finite x != 0 is an underflow */
BINARY3(pow, x == 0 && y < 0, 1)
BINARY3(fmod, 0, 0)
BINARY3(remainder, 0, 0)
BINARY3(hypot, 0, 0)
BINARY3(fdim, 0, 0)

/* ldexp is exact unless it overflows or its result is subnormal, so an
 * inexact subnormal result, or one of the least normal magnitude MIN, was
 * rounded from a tiny value (FE_UNDERFLOW), and one of the largest finite MAX is an
 * overflow that the rounding mode turned into MAX: both raise the flags
 * but leave errno (glibc). */
#define LDEXP(T, suffix, MIN, MAX)                                                                           \
    T __divm_native_ldexp##suffix(T, int);                                                                 \
    T ldexp##suffix(T x, int e) {                                                                          \
        T r = __divm_native_ldexp##suffix(x, e);                                                           \
        int what = classify((double)r, isnan(x), isfinite(x), 0, 1, x != 0);                               \
        int exact = __divm_native_ldexp##suffix(r, -e) == x;                                               \
        if (what == TINY && exact)                                                                         \
            what = 0; /* no bit was lost */                                                                \
        if (what == 0 && (r == MIN || r == -MIN || fpclassify(r) == FP_SUBNORMAL) && !exact)               \
            what = TINY; /* (a float's subnormal is a normal double) */                                    \
        if (what == 0 && (r == MAX || r == -MAX) && !exact)                                                \
            __divm_fe_raise(FE_OVERFLOW | FE_INEXACT);                                                     \
        report(what);                                                                                      \
        return r;                                                                                          \
    }
LDEXP(double, , __DBL_MIN__, __DBL_MAX__)
LDEXP(float, f, __FLT_MIN__, __FLT_MAX__)
LDEXP(long double, l, __LDBL_MIN__, __LDBL_MAX__)

/* Rounding to an integer type: a NaN, an infinity or a value out of range
 * raises FE_INVALID (glibc leaves errno alone). */
#define TO_INT(name, T, suffix, R)                                                                   \
    R __divm_native_##name##suffix(T);                                                                     \
    R name##suffix(T x) {                                                                                  \
        if (!(x > -0x1p63 - 1 && x < 0x1p63))                                                              \
            __divm_fe_raise(FE_INVALID);                                                                   \
        return __divm_native_##name##suffix(x);                                                            \
    }

#define TO_INT3(name, R)                                                                                     \
    TO_INT(name, double, , R)                                                                              \
    TO_INT(name, float, f, R)                                                                              \
    TO_INT(name, long double, l, R)

/* long and long long are both 64 bits: the range is [-2^63, 2^63) */
TO_INT3(lround, long)
TO_INT3(llround, long long)
TO_INT3(lrint, long)
TO_INT3(llrint, long long)
