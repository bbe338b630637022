#ifndef _DIVM_STRINGS_H
#define _DIVM_STRINGS_H
#include <bits/cdefs.h>
#define __need_size_t
#include <stddef.h>
__DIVM_BEGIN_DECLS

int bcmp(const void *a, const void *b, size_t n);
void bcopy(const void *s, void *d, size_t n);
void bzero(void *d, size_t n);
char *index(const char *s, int c);
char *rindex(const char *s, int c);
int ffs(int i);
int ffsl(long i);
int ffsll(long long i);
int strcasecmp(const char *a, const char *b);
#include <bits/locale_t.h>
int strcasecmp_l(const char *a, const char *b, locale_t l);
int strncasecmp_l(const char *a, const char *b, size_t n, locale_t l);
int strncasecmp(const char *a, const char *b, size_t n);

__DIVM_END_DECLS
#endif
