/* locale.c -- only the C locale exists. */
#include <errno.h>
#include <limits.h>
#include <locale.h>
#include <string.h>

char *setlocale(int category, const char *locale) {
    if (category < LC_CTYPE || category > LC_ALL)
        return NULL;
    if (!locale || !*locale || strcmp(locale, "C") == 0 || strcmp(locale, "POSIX") == 0)
        return (char *)"C";
    return NULL;
}

struct lconv *localeconv(void) {
    static struct lconv c = {
        ".", "", "", "", "", "", "", "", "", "",
        CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX,
        CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX,
    };
    return &c;
}

/* Locale objects: every one is the C locale, one static object that
 * newlocale returns and freelocale leaves (as glibc does for "C"). */
struct __divm_locale {
    int c;
};
static struct __divm_locale c_locale;
static locale_t current = LC_GLOBAL_LOCALE; /* uselocale's (one for all threads) */

locale_t newlocale(int mask, const char *locale, locale_t base) {
    (void)base;
    if ((mask & ~LC_ALL_MASK) || !locale) {
        errno = EINVAL;
        return (locale_t)0;
    }
    if (*locale && strcmp(locale, "C") != 0 && strcmp(locale, "POSIX") != 0) {
        errno = ENOENT;
        return (locale_t)0;
    }
    return &c_locale;
}

locale_t duplocale(locale_t l) {
    (void)l;
    return &c_locale;
}

void freelocale(locale_t l) { (void)l; }

locale_t uselocale(locale_t l) {
    locale_t old = current;
    if (l)
        current = l;
    return old;
}
