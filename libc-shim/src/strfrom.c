/* strfrom.c -- strfromd, strfromf, strfroml (C23, glibc 2.25): a number
 * formatted as snprintf would, with a format of one conversion
 * "%[.precision]{a,A,e,E,f,F,g,G}" (anything else is undefined). */
#include <stdio.h>
#include <stdlib.h>

int strfromd(char *restrict s, size_t n, const char *restrict fmt, double v) { return snprintf(s, n, fmt, v); }

int strfromf(char *restrict s, size_t n, const char *restrict fmt, float v) { return snprintf(s, n, fmt, (double)v); }

/* long double is double (docs/semantics.md), which %g and the rest take. */
int strfroml(char *restrict s, size_t n, const char *restrict fmt, long double v) {
    return snprintf(s, n, fmt, (double)v);
}
