/* unicode.c -- classes, widths and case mappings of the characters beyond
 * ASCII in the C.UTF-8 locale, glibc's (unicode_data.h, made by
 * libc-shim/gen/unicode_tables.c, which also checks the derived ones:
 * print is a width of 0 or more, graph is print but not space, punct is
 * graph but not alpha). Above 0x10ffff nothing is in a class. */
#include "mb.h"
#include "unicode_data.h"

static int unicode(wint_t c) { return c >= 0x80 && c < 0x110000; }

int __divm_ualpha(wint_t c) { return unicode(c) && u_alpha(c); }
int __divm_uupper(wint_t c) { return unicode(c) && u_upper(c); }
int __divm_ulower(wint_t c) { return unicode(c) && u_lower(c); }
int __divm_uspace(wint_t c) { return unicode(c) && u_space(c); }
int __divm_ublank(wint_t c) { return unicode(c) && u_blank(c); }
int __divm_ucntrl(wint_t c) { return unicode(c) && u_cntrl(c); }
int __divm_uprint(wint_t c) { return unicode(c) && !u_unprintable(c); }

int __divm_uwidth(wint_t c) {
    if (!unicode(c) || u_unprintable(c))
        return -1;
    return u_zero_width(c) ? 0 : u_wide(c) ? 2 : 1;
}

wint_t __divm_utoupper(wint_t c) { return unicode(c) ? c + (wint_t)u_to_upper(c) : c; }
wint_t __divm_utolower(wint_t c) { return unicode(c) ? c + (wint_t)u_to_lower(c) : c; }
