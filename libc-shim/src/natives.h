/* natives.h -- functions the VM implements itself (docs/runtime-abi.md). */
#ifndef DIVM_LIBC_NATIVES_H
#define DIVM_LIBC_NATIVES_H
#include <stddef.h>

/* printf-style %f %F %e %E %g %G %a %A of v, without padding or '+'/' '. */
int __vm_fmt_float(char *buf, int cap, double v, int conv, int prec, int alt);
/* strtod on the longest accepted prefix; *consumed is 0 if none. */
double __vm_parse_double(const char *s, size_t *consumed, int *erange);
/* The same of an x87 long double, and strtold (64-bit significand). */
int __vm_fmt_ldouble(char *buf, int cap, long double v, int conv, int prec, int alt);
long double __vm_parse_ldouble(const char *s, size_t *consumed, int *erange);

#endif
