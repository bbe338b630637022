/* libintl.c -- message catalogs in the C locale: nothing is translated, so
 * a message is its msgid (its plural form unless n is 1), as glibc returns
 * it when no catalog applies. The text domain and each domain's directory
 * and codeset are remembered and given back, as glibc does. */
#include <libintl.h>
#include <stdlib.h>
#include <string.h>

/* glibc's defaults: the domain "messages", catalogs in its LOCALEDIR. */
static char default_domain[] = "messages";
static char default_dir[] = "/usr/share/locale";

static char *current = default_domain;

/* The domains bound so far, each with its directory and codeset (each
 * name and value a copy that stays reachable: glibc never frees them
 * either). */
#define BINDINGS 16
enum { DIR, CODESET };
static struct binding {
    char *domain;
    char *value[2]; /* (DIR, CODESET) */
} bindings[BINDINGS];

static char *copy(const char *s) {
    size_t n = strlen(s) + 1;
    char *c = malloc(n);
    if (c)
        memcpy(c, s, n);
    return c;
}

char *gettext(const char *msgid) { return (char *)msgid; }
char *dgettext(const char *domain, const char *msgid) { return (void)domain, (char *)msgid; }
char *dcgettext(const char *domain, const char *msgid, int category) { return (void)domain, (void)category, (char *)msgid; }

char *ngettext(const char *msgid, const char *plural, unsigned long n) { return (char *)(n == 1 ? msgid : plural); }

char *dngettext(const char *domain, const char *msgid, const char *plural, unsigned long n) {
    return (void)domain, ngettext(msgid, plural, n);
}

char *dcngettext(const char *domain, const char *msgid, const char *plural, unsigned long n, int category) {
    return (void)domain, (void)category, ngettext(msgid, plural, n);
}

char *textdomain(const char *domain) {
    if (!domain)
        return current;
    if (!*domain || strcmp(domain, default_domain) == 0) {
        current = default_domain;
        return current;
    }
    if (strcmp(domain, current) != 0) {
        char *c = copy(domain);
        if (!c)
            return NULL;
        current = c; /* (the old copy stays: a caller may hold it) */
    }
    return current;
}

/* The binding of domain, made if make; NULL if there is no room. */
static struct binding *binding(const char *domain, int make) {
    for (int i = 0; i < BINDINGS && bindings[i].domain; i++)
        if (strcmp(bindings[i].domain, domain) == 0)
            return &bindings[i];
    if (!make)
        return NULL;
    for (int i = 0; i < BINDINGS; i++)
        if (!bindings[i].domain) {
            bindings[i].domain = copy(domain);
            return bindings[i].domain ? &bindings[i] : NULL;
        }
    return NULL;
}

/* Sets domain's value `which` to a copy of value, or reads it (value NULL;
 * unset if never set). */
static char *binding_value(const char *domain, int which, const char *value, char *unset) {
    if (!domain || !*domain)
        return NULL;
    struct binding *b = binding(domain, value != NULL);
    if (!value)
        return b && b->value[which] ? b->value[which] : unset;
    if (!b)
        return NULL;
    char *c = copy(value);
    if (c)
        b->value[which] = c;
    return c;
}

char *bindtextdomain(const char *domain, const char *dir) { return binding_value(domain, DIR, dir, default_dir); }
char *bind_textdomain_codeset(const char *domain, const char *codeset) { return binding_value(domain, CODESET, codeset, NULL); }
