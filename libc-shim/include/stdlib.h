/* stdlib.h -- memory and process control come from DiOS, the rest from
 * libc-shim/src. */
#ifndef _DIVM_STDLIB_H
#define _DIVM_STDLIB_H
#include <bits/cdefs.h>
#define __need_size_t
#define __need_wchar_t
#define __need_NULL
#include <stddef.h>
#include <alloca.h>
__DIVM_BEGIN_DECLS

typedef struct {
    int quot;
    int rem;
} div_t;
typedef struct {
    long quot;
    long rem;
} ldiv_t;
typedef struct {
    long long quot;
    long long rem;
} lldiv_t;

#define EXIT_SUCCESS 0
#define EXIT_FAILURE 1
#define RAND_MAX 2147483647
/* 1 in the C locale, 6 in C.UTF-8 (glibc's name for the call) */
size_t __ctype_get_mb_cur_max(void);
#define MB_CUR_MAX (__ctype_get_mb_cur_max())

double atof(const char *s);
int atoi(const char *s);
long atol(const char *s);
long long atoll(const char *s);
double strtod(const char *__restrict s, char **__restrict end);
float strtof(const char *__restrict s, char **__restrict end);
long double strtold(const char *__restrict s, char **__restrict end);
long strtol(const char *__restrict s, char **__restrict end, int base);
long long strtoll(const char *__restrict s, char **__restrict end, int base);
unsigned long strtoul(const char *__restrict s, char **__restrict end, int base);
unsigned long long strtoull(const char *__restrict s, char **__restrict end, int base);
/* BSD's names for strtoll and strtoull */
long long strtoq(const char *__restrict s, char **__restrict end, int base);
unsigned long long strtouq(const char *__restrict s, char **__restrict end, int base);
/* GNU: with a locale object (every locale object is the C locale) */
#include <bits/locale_t.h>
double strtod_l(const char *__restrict s, char **__restrict end, locale_t l);
float strtof_l(const char *__restrict s, char **__restrict end, locale_t l);
long double strtold_l(const char *__restrict s, char **__restrict end, locale_t l);
long strtol_l(const char *__restrict s, char **__restrict end, int base, locale_t l);
long long strtoll_l(const char *__restrict s, char **__restrict end, int base, locale_t l);
unsigned long strtoul_l(const char *__restrict s, char **__restrict end, int base, locale_t l);
unsigned long long strtoull_l(const char *__restrict s, char **__restrict end, int base, locale_t l);

int rand(void);
void srand(unsigned seed);
int rand_r(unsigned *seed);
long random(void);
void srandom(unsigned seed);
char *initstate(unsigned seed, char *state, size_t n);
char *setstate(char *state);
/* glibc 2.36, BSD: nondeterministic values (the __VERIFIER_nondet_uint
 * domain, docs/libc.md) */
unsigned int arc4random(void);
unsigned int arc4random_uniform(unsigned int n);
void arc4random_buf(void *buf, size_t n);
double drand48(void);
double erand48(unsigned short xsubi[3]);
long lrand48(void);
long nrand48(unsigned short xsubi[3]);
long mrand48(void);
long jrand48(unsigned short xsubi[3]);
void srand48(long seed);
unsigned short *seed48(unsigned short seed[3]);
void lcong48(unsigned short param[7]);
/* The reentrant forms (glibc's, with its layouts): the state is the
 * caller's. */
struct random_data {
    int *fptr, *rptr, *state;
    int rand_type, rand_deg, rand_sep;
    int *end_ptr;
};
int random_r(struct random_data *__restrict buf, int *__restrict result);
int srandom_r(unsigned seed, struct random_data *buf);
int initstate_r(unsigned seed, char *__restrict state, size_t n, struct random_data *__restrict buf);
int setstate_r(char *__restrict state, struct random_data *__restrict buf);
struct drand48_data {
    unsigned short __x[3], __old_x[3], __c, __init;
    unsigned long long __a;
};
int drand48_r(struct drand48_data *__restrict buf, double *__restrict result);
int erand48_r(unsigned short xsubi[3], struct drand48_data *__restrict buf, double *__restrict result);
int lrand48_r(struct drand48_data *__restrict buf, long *__restrict result);
int nrand48_r(unsigned short xsubi[3], struct drand48_data *__restrict buf, long *__restrict result);
int mrand48_r(struct drand48_data *__restrict buf, long *__restrict result);
int jrand48_r(unsigned short xsubi[3], struct drand48_data *__restrict buf, long *__restrict result);
int srand48_r(long seed, struct drand48_data *buf);
int seed48_r(unsigned short seed[3], struct drand48_data *buf);
int lcong48_r(unsigned short param[7], struct drand48_data *buf);

void *malloc(size_t size);
void *calloc(size_t n, size_t size);
void *realloc(void *p, size_t size);
void *reallocarray(void *p, size_t n, size_t size);
void free(void *p);
void *aligned_alloc(size_t align, size_t size);
int posix_memalign(void **p, size_t align, size_t size);
void *memalign(size_t align, size_t size);
void *valloc(size_t size);

__divm_noreturn void abort(void);
int atexit(void (*fn)(void));
int at_quick_exit(void (*fn)(void));
int on_exit(void (*fn)(int status, void *arg), void *arg);
__divm_noreturn void exit(int status);
__divm_noreturn void _Exit(int status);
__divm_noreturn void quick_exit(int status);

char *getenv(const char *name);
char *secure_getenv(const char *name);
int clearenv(void);
char *realpath(const char *__restrict path, char *__restrict resolved);
int mkstemp(char *tmpl);
long a64l(const char *s);
char *l64a(long value);
/* Legacy float-to-digits conversions (XSI, removed in POSIX.1-2008; glibc keeps them). */
char *ecvt(double value, int ndigit, int *__restrict decpt, int *__restrict sign);
char *fcvt(double value, int ndigit, int *__restrict decpt, int *__restrict sign);
char *gcvt(double value, int ndigit, char *buf);
int ecvt_r(double value, int ndigit, int *__restrict decpt, int *__restrict sign, char *__restrict buf, size_t len);
int fcvt_r(double value, int ndigit, int *__restrict decpt, int *__restrict sign, char *__restrict buf, size_t len);
char *qecvt(long double value, int ndigit, int *__restrict decpt, int *__restrict sign);
char *qfcvt(long double value, int ndigit, int *__restrict decpt, int *__restrict sign);
char *qgcvt(long double value, int ndigit, char *buf);
int qecvt_r(long double value, int ndigit, int *__restrict decpt, int *__restrict sign, char *__restrict buf, size_t len);
int qfcvt_r(long double value, int ndigit, int *__restrict decpt, int *__restrict sign, char *__restrict buf, size_t len);
int getsubopt(char **__restrict optionp, char *const *__restrict keys, char **__restrict valuep);
/* There are no pseudo-terminals: posix_openpt fails with ENOSYS. */
int posix_openpt(int flags);
int grantpt(int fd);
int unlockpt(int fd);
char *ptsname(int fd);
int ptsname_r(int fd, char *buf, size_t len);
/* No load average is known: -1. */
int getloadavg(double loadavg[], int n);
int mkstemps(char *tmpl, int suffixlen);
int mkostemp(char *tmpl, int flags);
char *mkdtemp(char *tmpl);
char *mktemp(char *tmpl);
char *canonicalize_file_name(const char *path);
int strfromd(char *__restrict s, size_t n, const char *__restrict fmt, double v);
int strfromf(char *__restrict s, size_t n, const char *__restrict fmt, float v);
int strfroml(char *__restrict s, size_t n, const char *__restrict fmt, long double v);
int setenv(const char *name, const char *value, int overwrite);
int unsetenv(const char *name);
int putenv(char *string);
int system(const char *cmd);
void setkey(const char *key);

void *bsearch(const void *key, const void *base, size_t n, size_t size,
              int (*cmp)(const void *, const void *));
void qsort(void *base, size_t n, size_t size, int (*cmp)(const void *, const void *));
void qsort_r(void *base, size_t n, size_t size, int (*cmp)(const void *, const void *, void *), void *arg);

int abs(int j);
long labs(long j);
long long llabs(long long j);
div_t div(int n, int d);
ldiv_t ldiv(long n, long d);
lldiv_t lldiv(long long n, long long d);

int mblen(const char *s, size_t n);
int mbtowc(wchar_t *__restrict pwc, const char *__restrict s, size_t n);
int wctomb(char *s, wchar_t wc);
size_t mbstowcs(wchar_t *__restrict dst, const char *__restrict src, size_t n);
size_t wcstombs(char *__restrict dst, const wchar_t *__restrict src, size_t n);

/* The large-file names: off_t is already 64 bits. */
#if defined(_LARGEFILE64_SOURCE) || defined(_GNU_SOURCE)
#define mkstemp64 mkstemp
#define mkostemp64 mkostemp
#define mkstemps64 mkstemps
#endif

__DIVM_END_DECLS
#endif
