/* complex.h -- C11 complex arithmetic (Annex G where it matters): the
 * functions are written in C on the real libm (libc-shim/src/complex.c);
 * long double versions compute in double. */
#ifndef _DIVM_COMPLEX_H
#define _DIVM_COMPLEX_H
#include <bits/cdefs.h>
__DIVM_BEGIN_DECLS

#define complex _Complex
#define _Complex_I (__extension__ 1.0iF)
#undef I
#define I _Complex_I
#define CMPLX(x, y) __builtin_complex((double)(x), (double)(y))
#define CMPLXF(x, y) __builtin_complex((float)(x), (float)(y))
#define CMPLXL(x, y) __builtin_complex((long double)(x), (long double)(y))

#define __DIVM_CPLX(name)                                                                                    \
    double _Complex name(double _Complex z);                                                                \
    float _Complex name##f(float _Complex z);                                                               \
    long double _Complex name##l(long double _Complex z);
#define __DIVM_CPLX_REAL(name)                                                                               \
    double name(double _Complex z);                                                                         \
    float name##f(float _Complex z);                                                                        \
    long double name##l(long double _Complex z);

__DIVM_CPLX_REAL(creal)
__DIVM_CPLX_REAL(cimag)
__DIVM_CPLX_REAL(cabs)
__DIVM_CPLX_REAL(carg)
__DIVM_CPLX(conj)
__DIVM_CPLX(cproj)
__DIVM_CPLX(cexp)
__DIVM_CPLX(clog)
__DIVM_CPLX(csqrt)
__DIVM_CPLX(csin)
__DIVM_CPLX(ccos)
__DIVM_CPLX(ctan)
__DIVM_CPLX(csinh)
__DIVM_CPLX(ccosh)
__DIVM_CPLX(ctanh)
__DIVM_CPLX(casin)
__DIVM_CPLX(cacos)
__DIVM_CPLX(catan)
__DIVM_CPLX(casinh)
__DIVM_CPLX(cacosh)
__DIVM_CPLX(catanh)
double _Complex cpow(double _Complex x, double _Complex y);
float _Complex cpowf(float _Complex x, float _Complex y);
long double _Complex cpowl(long double _Complex x, long double _Complex y);

#undef __DIVM_CPLX
#undef __DIVM_CPLX_REAL

/* creal and cimag are also exact as macros */
#define creal(z) (__real__(double _Complex)(z))
#define cimag(z) (__imag__(double _Complex)(z))
#define crealf(z) (__real__(float _Complex)(z))
#define cimagf(z) (__imag__(float _Complex)(z))
#define creall(z) (__real__(long double _Complex)(z))
#define cimagl(z) (__imag__(long double _Complex)(z))

__DIVM_END_DECLS
#endif
