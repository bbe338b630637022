// complex.h in double: arithmetic through __muldc3/__divdc3 (Annex G infinities, division by zero), conj/cabs/carg/cproj, cexp/clog/csqrt/cpow and the trigonometric, hyperbolic and inverse functions, against glibc to 10 digits.
// EXPECT: safe
// MODE: run-diff
#include <complex.h>
#include <math.h>
#include <stdio.h>
static void p(const char *n, double complex z) { printf("%-8s %.10g %+.10gi\n", n, creal(z), cimag(z)); }
int main(void) {
  volatile double a = 1.5, b = -2;
  double complex z = a + b * I, w = 0.5 + 0.25 * I, zero = 0;
  p("z", z); p("z*w", z * w); p("z/w", z / w); p("w/z", w / z); p("conj", conj(z)); p("1/0", 1.0 / zero);
  printf("cabs %.12g carg %.12g\n", cabs(z), carg(z));
  p("cexp", cexp(z)); p("clog", clog(z)); p("csqrt", csqrt(z)); p("csqrt-4", csqrt(-4.0 + 0.0 * I)); p("cpow", cpow(z, w));
  p("csin", csin(z)); p("ccos", ccos(z)); p("ctan", ctan(w)); p("csinh", csinh(w)); p("ccosh", ccosh(w)); p("ctanh", ctanh(w));
  p("casin", casin(w)); p("cacos", cacos(w)); p("catan", catan(w)); p("casinh", casinh(w)); p("cacosh", cacosh(z)); p("catanh", catanh(w));
  p("cproj", cproj(INFINITY + 3.0 * I));
  double complex inf = INFINITY + 1.0 * I; p("inf*z", inf * z);
  return 0;
}
