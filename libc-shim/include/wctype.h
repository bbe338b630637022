/* wctype.h -- wide character classes: ASCII's in the C locale (every code
 * point above 127 is in no class), glibc's Unicode ones in C.UTF-8. */
#ifndef _DIVM_WCTYPE_H
#define _DIVM_WCTYPE_H
#include <bits/cdefs.h>
#include <wchar.h>
__DIVM_BEGIN_DECLS
typedef unsigned long wctype_t;
typedef const int *wctrans_t;
#ifndef WEOF
#define WEOF ((wint_t)-1)
#endif
int iswalnum(wint_t c);
int iswalpha(wint_t c);
int iswblank(wint_t c);
int iswcntrl(wint_t c);
int iswdigit(wint_t c);
int iswgraph(wint_t c);
int iswlower(wint_t c);
int iswprint(wint_t c);
int iswpunct(wint_t c);
int iswspace(wint_t c);
int iswupper(wint_t c);
int iswxdigit(wint_t c);
wint_t towlower(wint_t c);
wint_t towupper(wint_t c);
wctype_t wctype(const char *name);
int iswctype(wint_t c, wctype_t t);
wctrans_t wctrans(const char *name);
wint_t towctrans(wint_t c, wctrans_t t);
__DIVM_END_DECLS
#endif
