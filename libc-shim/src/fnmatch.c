/* fnmatch.c -- shell wildcard matching as POSIX (XCU 2.13) describes it:
 * '?', '*', bracket expressions with ranges, '!'/'^' negation and
 * [:class:]es, backslash escapes, and the flags FNM_PATHNAME, FNM_PERIOD,
 * FNM_NOESCAPE, FNM_CASEFOLD, FNM_LEADING_DIR. In the C locale a range is
 * by byte value. */
#include <ctype.h>
#include <fnmatch.h>
#include <string.h>
#include <wctype.h>
#include "wclass.h"

static int fold(int c, int flags) { return (flags & FNM_CASEFOLD) ? tolower(c) : c; }


/* Matches the bracket expression at p (just past '[') against c. Returns
 * the pattern past its ']' with *hit set, or NULL if the expression is not
 * well formed (then '[' is an ordinary character). */
static const char *bracket(const char *p, int c, int flags, int *hit) {
    int neg = 0, found = 0;
    if (*p == '!' || *p == '^') {
        neg = 1;
        p++;
    }
    int cf = fold(c, flags);
    for (int first = 1;; first = 0) {
        int lo;
        if (!*p)
            return NULL;
        if (*p == ']' && !first)
            break;
        if (p[0] == '[' && p[1] == ':') {
            const char *end = strstr(p + 2, ":]");
            if (!end)
                return NULL;
            int r = __divm_class_member(p + 2, (size_t)(end - (p + 2)), c);
            if (r < 0)
                return NULL;
            if (r) /* classes are not folded (glibc) */
                found = 1;
            p = end + 2;
            continue;
        }
        if (*p == '\\' && !(flags & FNM_NOESCAPE) && p[1])
            p++;
        lo = (unsigned char)*p++;
        if (p[0] == '-' && p[1] && p[1] != ']') {
            p++;
            if (*p == '\\' && !(flags & FNM_NOESCAPE) && p[1])
                p++;
            int hi = (unsigned char)*p++;
            if ((c >= lo && c <= hi) ||
                ((flags & FNM_CASEFOLD) && ((tolower(c) >= lo && tolower(c) <= hi) || (toupper(c) >= lo && toupper(c) <= hi))))
                found = 1;
        } else if (fold(lo, flags) == cf) {
            found = 1;
        }
    }
    *hit = found != neg;
    return p + 1;
}

/* Is s at the start of a name, where FNM_PERIOD protects a leading '.'? */
static int leading(const char *s, const char *start, int flags) {
    return s == start || ((flags & FNM_PATHNAME) && s[-1] == '/');
}

static int match(const char *p, const char *s, const char *start, int flags) {
    for (;;) {
        int c = (unsigned char)*s;
        switch (*p) {
        case 0:
            if (!c || ((flags & FNM_LEADING_DIR) && c == '/'))
                return 0;
            return FNM_NOMATCH;
        case '?':
            if (!c || (c == '/' && (flags & FNM_PATHNAME)))
                return FNM_NOMATCH;
            if (c == '.' && (flags & FNM_PERIOD) && leading(s, start, flags))
                return FNM_NOMATCH;
            p++, s++;
            continue;
        case '*': {
            while (*p == '*')
                p++;
            if (c == '.' && (flags & FNM_PERIOD) && leading(s, start, flags))
                return FNM_NOMATCH;
            /* Try every length the star may take, shortest first. */
            for (const char *t = s;; t++) {
                if (match(p, t, start, flags) == 0)
                    return 0;
                if (!*t || (*t == '/' && (flags & FNM_PATHNAME)))
                    return FNM_NOMATCH;
            }
        }
        case '[': {
            int hit = 0;
            const char *after = bracket(p + 1, c, flags, &hit);
            if (after) {
                if (!c || (c == '/' && (flags & FNM_PATHNAME)))
                    return FNM_NOMATCH;
                if (c == '.' && (flags & FNM_PERIOD) && leading(s, start, flags))
                    return FNM_NOMATCH;
                if (!hit)
                    return FNM_NOMATCH;
                p = after, s++;
                continue;
            }
            break; /* an ordinary '[' */
        }
        case '\\':
            if (!(flags & FNM_NOESCAPE)) {
                if (!p[1])
                    return FNM_NOMATCH; /* a trailing escape matches nothing (glibc) */
                p++;
            }
            break;
        }
        if (fold((unsigned char)*p, flags) != fold(c, flags) || !c)
            return FNM_NOMATCH;
        p++, s++;
    }
}

int fnmatch(const char *pattern, const char *string, int flags) { return match(pattern, string, string, flags); }
