/* complex.c -- complex arithmetic helpers the compiler calls (__muldc3 and
 * friends: multiplication and division with C11 Annex G's treatment of
 * infinities and NaNs) and the <complex.h> functions, written on the real
 * libm. Every function is computed in double; float and long double
 * versions convert (but for long double's __mulxc3 and __divxc3 and
 * conjl). */
#include <complex.h>
#include <math.h>

typedef double _Complex dc;
typedef float _Complex fc;
typedef long double _Complex lc;

static dc make(double re, double im) { return __builtin_complex(re, im); }

#define T double
#define CT dc
#define F(name) name
#define MUL __muldc3
#define DIV __divdc3
#include "complex_ops.h"
#undef T
#undef CT
#undef F
#undef MUL
#undef DIV
#define T long double
#define CT lc
#define F(name) name##l
#define MUL __mulxc3
#define DIV __divxc3
#include "complex_ops.h"

fc __mulsc3(float a, float b, float c, float d) {
    dc r = __muldc3(a, b, c, d);
    return __builtin_complex((float)__real__ r, (float)__imag__ r);
}

fc __divsc3(float a, float b, float c, float d) {
    dc r = __divdc3(a, b, c, d);
    return __builtin_complex((float)__real__ r, (float)__imag__ r);
}

/* ---- the functions, in double ------------------------------------------------ */

double (creal)(dc z) { return __real__ z; }
double (cimag)(dc z) { return __imag__ z; }
double cabs(dc z) { return hypot(__real__ z, __imag__ z); }
double carg(dc z) { return atan2(__imag__ z, __real__ z); }
dc conj(dc z) { return make(__real__ z, -__imag__ z); }

dc cproj(dc z) {
    if (isinf(__real__ z) || isinf(__imag__ z))
        return make(INFINITY, copysign(0.0, __imag__ z));
    return z;
}

dc cexp(dc z) {
    double x = __real__ z, y = __imag__ z;
    if (y == 0)
        return make(exp(x), y);
    double e = exp(x);
    return make(e * cos(y), e * sin(y));
}

dc clog(dc z) { return make(log(cabs(z)), carg(z)); }

/* The principal square root, without cancellation (Kahan's method). */
dc csqrt(dc z) {
    double x = __real__ z, y = __imag__ z;
    if (isinf(y))
        return make(INFINITY, y);
    if (isnan(x))
        return make(x, isnan(y) ? y : x);
    if (isinf(x)) {
        if (x > 0)
            return make(x, isnan(y) ? y : copysign(0.0, y));
        return make(isnan(y) ? fabs(y - y) : 0.0, copysign(-x, y));
    }
    if (x == 0 && y == 0)
        return make(0.0, y);
    double t = sqrt((fabs(x) + cabs(z)) / 2);
    if (x >= 0)
        return make(t, y / (2 * t));
    return make(fabs(y) / (2 * t), copysign(t, y));
}

dc cpow(dc x, dc y) {
    if (__real__ x == 0 && __imag__ x == 0) {
        if (__real__ y > 0 && __imag__ y == 0)
            return make(0.0, 0.0);
    }
    return cexp(y * clog(x));
}

dc csinh(dc z) {
    double x = __real__ z, y = __imag__ z;
    return make(sinh(x) * cos(y), cosh(x) * sin(y));
}

dc ccosh(dc z) {
    double x = __real__ z, y = __imag__ z;
    return make(cosh(x) * cos(y), sinh(x) * sin(y));
}

dc ctanh(dc z) {
    double x = __real__ z, y = __imag__ z;
    if (fabs(x) > 22) /* tanh(x) is ±1 to double precision */
        return make(copysign(1.0, x), copysign(0.0, sin(2 * y)));
    double d = cosh(2 * x) + cos(2 * y);
    return make(sinh(2 * x) / d, sin(2 * y) / d);
}

/* sin z = -i sinh(iz), cos z = cosh(iz), tan z = -i tanh(iz) */
dc csin(dc z) {
    dc w = csinh(make(-__imag__ z, __real__ z));
    return make(__imag__ w, -__real__ w);
}

dc ccos(dc z) { return ccosh(make(-__imag__ z, __real__ z)); }

dc ctan(dc z) {
    dc w = ctanh(make(-__imag__ z, __real__ z));
    return make(__imag__ w, -__real__ w);
}

/* asinh z = log(z + sqrt(z^2 + 1)), acosh z = log(z + sqrt(z+1) sqrt(z-1)),
 * atanh z = (log(1+z) - log(1-z)) / 2 */
dc casinh(dc z) { return clog(z + csqrt(z * z + 1.0)); }
dc cacosh(dc z) { return clog(z + csqrt(z + 1.0) * csqrt(z - 1.0)); }
dc catanh(dc z) { return (clog(1.0 + z) - clog(1.0 - z)) * 0.5; }

/* asin z = -i asinh(iz), acos z = pi/2 - asin z, atan z = -i atanh(iz) */
dc casin(dc z) {
    dc w = casinh(make(-__imag__ z, __real__ z));
    return make(__imag__ w, -__real__ w);
}

dc cacos(dc z) {
    dc s = casin(z);
    return make(M_PI_2 - __real__ s, -__imag__ s);
}

dc catan(dc z) {
    dc w = catanh(make(-__imag__ z, __real__ z));
    return make(__imag__ w, -__real__ w);
}

/* ---- float and long double ----------------------------------------------------- */

static fc tof(dc z) { return __builtin_complex((float)__real__ z, (float)__imag__ z); }
static dc fromf(fc z) { return make(__real__ z, __imag__ z); }
static lc tol(dc z) { return __builtin_complex((long double)__real__ z, (long double)__imag__ z); }
static dc froml(lc z) { return make((double)__real__ z, (double)__imag__ z); }

#define VARIANTS(name)                                                                                       \
    fc name##f(fc z) { return tof(name(fromf(z))); }                                                       \
    lc name##l(lc z) { return tol(name(froml(z))); }
#define REAL_VARIANTS(name)                                                                                  \
    float name##f(fc z) { return (float)name(fromf(z)); }                                                  \
    long double name##l(lc z) { return name(froml(z)); }

float (crealf)(fc z) { return __real__ z; }
float (cimagf)(fc z) { return __imag__ z; }
long double (creall)(lc z) { return __real__ z; }
long double (cimagl)(lc z) { return __imag__ z; }
REAL_VARIANTS(cabs)
REAL_VARIANTS(carg)
fc conjf(fc z) { return __builtin_complex(__real__ z, -__imag__ z); }
lc conjl(lc z) { return __builtin_complex(__real__ z, -__imag__ z); }
VARIANTS(cproj)
VARIANTS(cexp)
VARIANTS(clog)
VARIANTS(csqrt)
VARIANTS(csin)
VARIANTS(ccos)
VARIANTS(ctan)
VARIANTS(csinh)
VARIANTS(ccosh)
VARIANTS(ctanh)
VARIANTS(casin)
VARIANTS(cacos)
VARIANTS(catan)
VARIANTS(casinh)
VARIANTS(cacosh)
VARIANTS(catanh)

fc cpowf(fc x, fc y) { return tof(cpow(fromf(x), fromf(y))); }
lc cpowl(lc x, lc y) { return tol(cpow(froml(x), froml(y))); }
