// <nl_types.h> message catalogs: with no catalog, catopen fails with
// ENOENT and catgets gives the program's default text (errno unchanged),
// catclose fails with EBADF, as glibc does; <netinet/tcp.h>'s TCP_NODELAY. divm
// had neither header.
// EXPECT: safe
// MODE: run-diff
#include <errno.h>
#include <netinet/tcp.h>
#include <nl_types.h>
#include <stdio.h>

int main(void) {
    errno = 0;
    nl_catd cat = catopen("divm_no_such_catalog", NL_CAT_LOCALE);
    printf("catopen %d errno ENOENT %d\n", cat == (nl_catd)-1, errno == ENOENT);
    errno = 0;
    const char *m = catgets(cat, NL_SETD, 1, "Hello, world");
    printf("%s (errno %d)\n", m, errno);
    printf("%s\n", catgets(cat, 2, 7, "usage: prog [-v] file"));
    errno = 0;
    int r = catclose(cat);
    printf("catclose %d EBADF %d\n", r, errno == EBADF);
    printf("NL_SETD %d NL_CAT_LOCALE %d TCP_NODELAY %d\n", NL_SETD, NL_CAT_LOCALE, TCP_NODELAY);
    return 0;
}
