/* locale_l.c -- the *_l forms of <ctype.h>, <string.h>, <strings.h>,
 * <stdlib.h> and <time.h>: every locale object is the C locale, so each is
 * its plain function. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

int isalnum_l(int c, locale_t l) { return (void)l, isalnum(c); }
int isalpha_l(int c, locale_t l) { return (void)l, isalpha(c); }
int isblank_l(int c, locale_t l) { return (void)l, isblank(c); }
int iscntrl_l(int c, locale_t l) { return (void)l, iscntrl(c); }
int isdigit_l(int c, locale_t l) { return (void)l, isdigit(c); }
int isgraph_l(int c, locale_t l) { return (void)l, isgraph(c); }
int islower_l(int c, locale_t l) { return (void)l, islower(c); }
int isprint_l(int c, locale_t l) { return (void)l, isprint(c); }
int ispunct_l(int c, locale_t l) { return (void)l, ispunct(c); }
int isspace_l(int c, locale_t l) { return (void)l, isspace(c); }
int isupper_l(int c, locale_t l) { return (void)l, isupper(c); }
int isxdigit_l(int c, locale_t l) { return (void)l, isxdigit(c); }
int tolower_l(int c, locale_t l) { return (void)l, tolower(c); }
int toupper_l(int c, locale_t l) { return (void)l, toupper(c); }

int strcoll_l(const char *a, const char *b, locale_t l) { return (void)l, strcoll(a, b); }
size_t strxfrm_l(char *restrict d, const char *restrict s, size_t n, locale_t l) { return (void)l, strxfrm(d, s, n); }
char *strerror_l(int err, locale_t l) { return (void)l, strerror(err); }
int strcasecmp_l(const char *a, const char *b, locale_t l) { return (void)l, strcasecmp(a, b); }
int strncasecmp_l(const char *a, const char *b, size_t n, locale_t l) { return (void)l, strncasecmp(a, b, n); }

size_t strftime_l(char *restrict s, size_t n, const char *restrict fmt, const struct tm *restrict tm, locale_t l) {
    return (void)l, strftime(s, n, fmt, tm);
}

double strtod_l(const char *restrict s, char **restrict end, locale_t l) { return (void)l, strtod(s, end); }
float strtof_l(const char *restrict s, char **restrict end, locale_t l) { return (void)l, strtof(s, end); }
long double strtold_l(const char *restrict s, char **restrict end, locale_t l) { return (void)l, strtold(s, end); }
long strtol_l(const char *restrict s, char **restrict end, int base, locale_t l) { return (void)l, strtol(s, end, base); }
long long strtoll_l(const char *restrict s, char **restrict end, int base, locale_t l) {
    return (void)l, strtoll(s, end, base);
}
unsigned long strtoul_l(const char *restrict s, char **restrict end, int base, locale_t l) {
    return (void)l, strtoul(s, end, base);
}
unsigned long long strtoull_l(const char *restrict s, char **restrict end, int base, locale_t l) {
    return (void)l, strtoull(s, end, base);
}
