/* locale.c -- the C locale (= "POSIX") and C.UTF-8, glibc's built-in
 * locales: they differ only in LC_CTYPE's encoding (mb.h), so a category
 * is just the name it was set with. */
#include <errno.h>
#include <limits.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include "mb.h"

int __divm_ctype_utf8;

/* glibc's categories in its order: ours (LC_CTYPE .. LC_MESSAGES), then
 * six that only LC_ALL sets here (the header does not name them). */
enum { NCAT = 12 };
static const char *const cat_names[NCAT] = {"LC_CTYPE",   "LC_NUMERIC", "LC_TIME",      "LC_COLLATE",
                                            "LC_MONETARY", "LC_MESSAGES", "LC_PAPER",   "LC_NAME",
                                            "LC_ADDRESS", "LC_TELEPHONE", "LC_MEASUREMENT", "LC_IDENTIFICATION"};
static char names[NCAT][32] = {"C", "C", "C", "C", "C", "C", "C", "C", "C", "C", "C", "C"};

/* "C.<codeset>" whose codeset is UTF-8 as glibc normalises it (case and
 * punctuation ignored: "C.UTF-8", "C.utf8", "C.utf-8"). */
static int is_utf8(const char *name) {
    if (strncmp(name, "C.", 2) != 0)
        return 0;
    char norm[8];
    size_t n = 0;
    for (const char *p = name + 2; *p; p++) {
        char c = *p;
        if (c >= 'A' && c <= 'Z')
            c = (char)(c - 'A' + 'a');
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')))
            continue;
        if (n + 1 >= sizeof norm)
            return 0;
        norm[n++] = c;
    }
    norm[n] = 0;
    return strcmp(norm, "utf8") == 0;
}

static int known(const char *name) {
    return strcmp(name, "C") == 0 || strcmp(name, "POSIX") == 0 || (is_utf8(name) && strlen(name) < sizeof names[0]);
}

/* "" names the locale of the environment, as glibc reads it: LC_ALL, the
 * category's variable, LANG, else "C". */
static const char *from_env(int cat) {
    const char *v = getenv("LC_ALL");
    if (!v || !*v)
        v = getenv(cat_names[cat]);
    if (!v || !*v)
        v = getenv("LANG");
    return v && *v ? v : "C";
}

static void set(int cat, const char *name) {
    strcpy(names[cat], strcmp(name, "POSIX") == 0 ? "C" : name); /* glibc's name for it */
    if (cat == LC_CTYPE)
        __divm_ctype_utf8 = is_utf8(name);
}

char *setlocale(int category, const char *locale) {
    if (category < LC_CTYPE || category > LC_ALL)
        return NULL;
    if (category != LC_ALL) {
        if (locale) {
            const char *name = *locale ? locale : from_env(category);
            if (!known(name))
                return NULL;
            set(category, name);
        }
        return names[category];
    }
    if (locale) {
        const char *chosen[NCAT];
        for (int c = 0; c < NCAT; c++) {
            chosen[c] = *locale ? locale : from_env(c);
            if (!known(chosen[c]))
                return NULL;
        }
        for (int c = 0; c < NCAT; c++)
            set(c, chosen[c]);
    }
    int same = 1;
    for (int c = 1; c < NCAT; c++)
        same &= strcmp(names[c], names[0]) == 0;
    if (same)
        return names[0];
    /* glibc's composite name */
    static char all[NCAT * 52];
    char *p = all;
    for (int c = 0; c < NCAT; c++) {
        p = stpcpy(stpcpy(stpcpy(p, cat_names[c]), "="), names[c]);
        if (c + 1 < NCAT)
            *p++ = ';';
    }
    *p = 0;
    return all;
}

/* MB_CUR_MAX: glibc's six bytes in a UTF-8 locale. */
size_t __ctype_get_mb_cur_max(void) { return __divm_ctype_utf8 ? 6 : 1; }

struct lconv *localeconv(void) {
    static struct lconv c = {
        ".", "", "", "", "", "", "", "", "", "",
        CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX,
        CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX, CHAR_MAX,
    };
    return &c;
}

/* Locale objects: every one is the C locale, one static object that
 * newlocale returns and freelocale leaves (as glibc does for "C"). The
 * *_l functions ignore it (locale_l.c), so a C.UTF-8 object is refused
 * rather than give the C locale's answers. */
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
