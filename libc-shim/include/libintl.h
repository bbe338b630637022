/* libintl.h -- message catalogs (GNU gettext, in glibc). Only the C locale
 * exists, which translates nothing: every message is its own msgid. */
#ifndef _DIVM_LIBINTL_H
#define _DIVM_LIBINTL_H
#include <bits/cdefs.h>
__DIVM_BEGIN_DECLS
char *gettext(const char *msgid);
char *dgettext(const char *domain, const char *msgid);
char *dcgettext(const char *domain, const char *msgid, int category);
char *ngettext(const char *msgid, const char *plural, unsigned long n);
char *dngettext(const char *domain, const char *msgid, const char *plural, unsigned long n);
char *dcngettext(const char *domain, const char *msgid, const char *plural, unsigned long n, int category);
char *textdomain(const char *domain);
char *bindtextdomain(const char *domain, const char *dir);
char *bind_textdomain_codeset(const char *domain, const char *codeset);
__DIVM_END_DECLS
#endif
