/* wchar.h -- wide strings; the multibyte encoding is ASCII in the C
 * locale, UTF-8 in C.UTF-8. */
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
wchar_t *wcschrnul(const wchar_t *s, wchar_t c);
wchar_t *wcsrchr(const wchar_t *s, wchar_t c);
wchar_t *wmemcpy(wchar_t *__restrict d, const wchar_t *__restrict s, size_t n);
wchar_t *wmempcpy(wchar_t *__restrict d, const wchar_t *__restrict s, size_t n);
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

size_t wcsspn(const wchar_t *s, const wchar_t *accept);
size_t wcscspn(const wchar_t *s, const wchar_t *reject);
wchar_t *wcspbrk(const wchar_t *s, const wchar_t *accept);
wchar_t *wcsstr(const wchar_t *__restrict hay, const wchar_t *__restrict needle);
wchar_t *wcsncat(wchar_t *__restrict d, const wchar_t *__restrict s, size_t n);
wchar_t *wcpcpy(wchar_t *__restrict d, const wchar_t *__restrict s);
wchar_t *wcpncpy(wchar_t *__restrict d, const wchar_t *__restrict s, size_t n);
wchar_t *wcsdup(const wchar_t *s);
int wcscasecmp(const wchar_t *a, const wchar_t *b);
int wcsncasecmp(const wchar_t *a, const wchar_t *b, size_t n);
wchar_t *wcstok(wchar_t *__restrict s, const wchar_t *__restrict delim, wchar_t **__restrict save);
int wcscoll(const wchar_t *a, const wchar_t *b);
size_t wcsxfrm(wchar_t *__restrict d, const wchar_t *__restrict s, size_t n);
int wcwidth(wchar_t c);
int wcswidth(const wchar_t *s, size_t n);
size_t mbsrtowcs(wchar_t *__restrict dst, const char **__restrict src, size_t len, mbstate_t *__restrict ps);
size_t mbsnrtowcs(wchar_t *__restrict dst, const char **__restrict src, size_t nms, size_t len, mbstate_t *__restrict ps);
size_t wcsrtombs(char *__restrict dst, const wchar_t **__restrict src, size_t len, mbstate_t *__restrict ps);
size_t wcsnrtombs(char *__restrict dst, const wchar_t **__restrict src, size_t nwc, size_t len, mbstate_t *__restrict ps);
long wcstol(const wchar_t *__restrict s, wchar_t **__restrict end, int base);
long long wcstoll(const wchar_t *__restrict s, wchar_t **__restrict end, int base);
unsigned long wcstoul(const wchar_t *__restrict s, wchar_t **__restrict end, int base);
unsigned long long wcstoull(const wchar_t *__restrict s, wchar_t **__restrict end, int base);
double wcstod(const wchar_t *__restrict s, wchar_t **__restrict end);
float wcstof(const wchar_t *__restrict s, wchar_t **__restrict end);
long double wcstold(const wchar_t *__restrict s, wchar_t **__restrict end);

/* Wide-character streams (in the multibyte encoding: a character it lacks is EILSEQ). */
#ifndef __DIVM_FILE_T
#define __DIVM_FILE_T
typedef struct __divm_file FILE;
#endif
struct tm;
int fwide(FILE *f, int mode);
FILE *open_wmemstream(wchar_t **ptr, size_t *sizeloc);
wint_t fputwc(wchar_t wc, FILE *f);
wint_t putwc(wchar_t wc, FILE *f);
wint_t putwchar(wchar_t wc);
int fputws(const wchar_t *__restrict ws, FILE *__restrict f);
wint_t fgetwc(FILE *f);
wint_t getwc(FILE *f);
wint_t getwchar(void);
wchar_t *fgetws(wchar_t *__restrict ws, int n, FILE *__restrict f);
wint_t ungetwc(wint_t wc, FILE *f);
int wprintf(const wchar_t *__restrict fmt, ...);
int fwprintf(FILE *__restrict f, const wchar_t *__restrict fmt, ...);
int swprintf(wchar_t *__restrict ws, size_t n, const wchar_t *__restrict fmt, ...);
int vwprintf(const wchar_t *__restrict fmt, __builtin_va_list ap);
int vfwprintf(FILE *__restrict f, const wchar_t *__restrict fmt, __builtin_va_list ap);
int vswprintf(wchar_t *__restrict ws, size_t n, const wchar_t *__restrict fmt, __builtin_va_list ap);
int wscanf(const wchar_t *__restrict fmt, ...);
int fwscanf(FILE *__restrict f, const wchar_t *__restrict fmt, ...);
int swscanf(const wchar_t *__restrict s, const wchar_t *__restrict fmt, ...);
int vwscanf(const wchar_t *__restrict fmt, __builtin_va_list ap);
int vfwscanf(FILE *__restrict f, const wchar_t *__restrict fmt, __builtin_va_list ap);
int vswscanf(const wchar_t *__restrict s, const wchar_t *__restrict fmt, __builtin_va_list ap);
size_t wcsftime(wchar_t *__restrict ws, size_t n, const wchar_t *__restrict fmt, const struct tm *__restrict tm);

__DIVM_END_DECLS
#endif
