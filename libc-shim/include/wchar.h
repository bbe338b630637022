/* wchar.h -- a minimal subset; the C locale's multibyte encoding is
 * single-byte. */
#ifndef _DIVM_WCHAR_H
#define _DIVM_WCHAR_H
#include <bits/cdefs.h>
#define __need_size_t
#define __need_wchar_t
#define __need_wint_t
#define __need_NULL
#include <stddef.h>
__DIVM_BEGIN_DECLS

#ifndef WEOF
#define WEOF ((wint_t)-1)
#endif
#ifndef WCHAR_MIN
#define WCHAR_MIN (-2147483647 - 1)
#define WCHAR_MAX 2147483647
#endif

typedef struct {
    int __count;
    unsigned __value;
} mbstate_t;

size_t wcslen(const wchar_t *s);
size_t wcsnlen(const wchar_t *s, size_t n);
int wcscmp(const wchar_t *a, const wchar_t *b);
int wcsncmp(const wchar_t *a, const wchar_t *b, size_t n);
wchar_t *wcscpy(wchar_t *__restrict d, const wchar_t *__restrict s);
wchar_t *wcsncpy(wchar_t *__restrict d, const wchar_t *__restrict s, size_t n);
wchar_t *wcscat(wchar_t *__restrict d, const wchar_t *__restrict s);
wchar_t *wcschr(const wchar_t *s, wchar_t c);
wchar_t *wcsrchr(const wchar_t *s, wchar_t c);
wchar_t *wmemcpy(wchar_t *__restrict d, const wchar_t *__restrict s, size_t n);
wchar_t *wmemmove(wchar_t *d, const wchar_t *s, size_t n);
wchar_t *wmemset(wchar_t *d, wchar_t c, size_t n);
int wmemcmp(const wchar_t *a, const wchar_t *b, size_t n);
wchar_t *wmemchr(const wchar_t *s, wchar_t c, size_t n);
wint_t btowc(int c);
int wctob(wint_t c);
int mbsinit(const mbstate_t *ps);
size_t mbrlen(const char *__restrict s, size_t n, mbstate_t *__restrict ps);
size_t mbrtowc(wchar_t *__restrict pwc, const char *__restrict s, size_t n, mbstate_t *__restrict ps);
size_t wcrtomb(char *__restrict s, wchar_t wc, mbstate_t *__restrict ps);

__DIVM_END_DECLS
#endif
