/* locale.c -- only the C locale exists. */
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
