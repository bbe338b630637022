/* string.h -- C11 plus the common POSIX/GNU extensions. */
#ifndef _DIVM_STRING_H
#define _DIVM_STRING_H
#include <bits/cdefs.h>
#define __need_size_t
#define __need_NULL
#include <stddef.h>
__DIVM_BEGIN_DECLS

void *memcpy(void *__restrict d, const void *__restrict s, size_t n);
void *memmove(void *d, const void *s, size_t n);
void *memset(void *d, int c, size_t n);
int memcmp(const void *a, const void *b, size_t n);
void *memchr(const void *s, int c, size_t n);
void *memrchr(const void *s, int c, size_t n);
void *memccpy(void *__restrict d, const void *__restrict s, int c, size_t n);
void *mempcpy(void *__restrict d, const void *__restrict s, size_t n);
void *memmem(const void *h, size_t hn, const void *n, size_t nn);

size_t strlen(const char *s);
size_t strnlen(const char *s, size_t n);
char *strcpy(char *__restrict d, const char *__restrict s);
char *strncpy(char *__restrict d, const char *__restrict s, size_t n);
char *stpcpy(char *__restrict d, const char *__restrict s);
char *stpncpy(char *__restrict d, const char *__restrict s, size_t n);
char *strcat(char *__restrict d, const char *__restrict s);
char *strncat(char *__restrict d, const char *__restrict s, size_t n);
size_t strlcpy(char *__restrict d, const char *__restrict s, size_t n);
size_t strlcat(char *__restrict d, const char *__restrict s, size_t n);
int strcmp(const char *a, const char *b);
int strncmp(const char *a, const char *b, size_t n);
int strcoll(const char *a, const char *b);
size_t strxfrm(char *__restrict d, const char *__restrict s, size_t n);
char *strchr(const char *s, int c);
char *strrchr(const char *s, int c);
char *strchrnul(const char *s, int c);
size_t strspn(const char *s, const char *accept);
size_t strcspn(const char *s, const char *reject);
char *strpbrk(const char *s, const char *accept);
char *strstr(const char *h, const char *n);
char *strcasestr(const char *h, const char *n);
char *strtok(char *__restrict s, const char *__restrict delim);
char *strtok_r(char *__restrict s, const char *__restrict delim, char **__restrict save);
char *strsep(char **__restrict sp, const char *__restrict delim);
char *strdup(const char *s);
char *strndup(const char *s, size_t n);
char *strerror(int err);
#include <bits/locale_t.h>
int strcoll_l(const char *a, const char *b, locale_t l);
size_t strxfrm_l(char *__restrict d, const char *__restrict s, size_t n, locale_t l);
char *strerror_l(int err, locale_t l);
#ifdef _GNU_SOURCE
/* the GNU variant: returns the message (a static string or buf) */
char *strerror_r(int err, char *buf, size_t n) __asm__("__divm_gnu_strerror_r");
#else
int strerror_r(int err, char *buf, size_t n);
#endif
#if defined(_GNU_SOURCE) && !defined(basename)
/* GNU basename: the part after the last '/' ("" after a trailing slash),
 * the argument unchanged; libgen.h's macro gives the POSIX one instead. */
char *basename(const char *path);
#endif
char *strsignal(int sig);
void *memfrob(void *s, size_t n);
char *strfry(char *s); /* GNU */
/* glibc 2.32: NULL for an unknown number (no "Unknown ..." text) */
const char *strerrordesc_np(int err);
const char *strerrorname_np(int err);
const char *sigdescr_np(int sig);
const char *sigabbrev_np(int sig);
void explicit_bzero(void *p, size_t n);
void *rawmemchr(const void *p, int c);
int strverscmp(const char *a, const char *b);

/* GNU: copies on the caller's stack (alloca). */
#define strdupa(s)                                                                                                     \
    __extension__({                                                                                                    \
        const char *__sd = (s);                                                                                        \
        size_t __nd = strlen(__sd) + 1;                                                                                \
        (char *)__builtin_memcpy(__builtin_alloca(__nd), __sd, __nd);                                                  \
    })
#define strndupa(s, n)                                                                                                 \
    __extension__({                                                                                                    \
        const char *__sd = (s);                                                                                        \
        size_t __nd = strnlen(__sd, (n));                                                                              \
        char *__dd = (char *)__builtin_alloca(__nd + 1);                                                               \
        __dd[__nd] = 0;                                                                                                \
        (char *)__builtin_memcpy(__dd, __sd, __nd);                                                                    \
    })

__DIVM_END_DECLS
#include <strings.h>
#endif
