/* ctype.h -- C locale only. */
#ifndef _DIVM_CTYPE_H
#define _DIVM_CTYPE_H
#include <bits/cdefs.h>
__DIVM_BEGIN_DECLS

int isalnum(int c);
int isalpha(int c);
int isblank(int c);
int iscntrl(int c);
int isdigit(int c);
int isgraph(int c);
int islower(int c);
int isprint(int c);
int ispunct(int c);
int isspace(int c);
int isupper(int c);
int isxdigit(int c);
int tolower(int c);
int toupper(int c);
/* XSI / BSD */
int isascii(int c);
int toascii(int c);

__DIVM_END_DECLS
#endif
