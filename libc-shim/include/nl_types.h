/* nl_types.h -- message catalogs (POSIX XSI). divm has none
 * (libc-shim/src/catopen.c): catopen fails with ENOENT and catgets gives
 * the default string, which programs use when a catalog is missing. */
#ifndef _DIVM_NL_TYPES_H
#define _DIVM_NL_TYPES_H
#include <bits/cdefs.h>
__DIVM_BEGIN_DECLS

#define NL_SETD 1
#define NL_CAT_LOCALE 1

typedef void *nl_catd;
#ifndef _DIVM_NL_ITEM
#define _DIVM_NL_ITEM
typedef int nl_item;
#endif

nl_catd catopen(const char *name, int flag);
char *catgets(nl_catd catd, int set, int number, const char *message);
int catclose(nl_catd catd);

__DIVM_END_DECLS
#endif
