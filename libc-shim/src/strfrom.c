/* strfrom.c -- strfromd, strfromf, strfroml (C23, glibc 2.25): a number
 * formatted as snprintf would, with a format of one conversion
 * "%[.precision]{a,A,e,E,f,F,g,G}" (anything else is undefined). */
#include <stdio.h>
#include <stdlib.h>

int strfromd(char *restrict s, size_t n, const char *restrict fmt, double v) { return snprintf(s, n, fmt, v); }

int strfromf(char *restrict s, size_t n, const char *restrict fmt, float v) { return snprintf(s, n, fmt, (double)v); }

/* The format's conversion with an L: "%.3g" becomes "%.3Lg". */
int strfroml(char *restrict s, size_t n, const char *restrict fmt, long double v) {
    char f[32];
    size_t k = 0;
    while (fmt[k] && fmt[k + 1] && k < sizeof f - 3) {
        f[k] = fmt[k];
        k++;
    }
    if (fmt[k] == 0 || fmt[k + 1] != 0)
        return snprintf(s, n, fmt, (double)v);
    f[k] = 'L';
    f[k + 1] = fmt[k];
    f[k + 2] = 0;
    return snprintf(s, n, f, v);
}
