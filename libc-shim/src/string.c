/* string.c -- <string.h> and <strings.h>. Bulk copies and fills use the
 * LLVM memory intrinsics, which the VM executes natively (one memory
 * action each); everything else walks bytes like ordinary user code. */
#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

void *memcpy(void *restrict d, const void *restrict s, size_t n) {
    __builtin_memcpy(d, s, n);
    return d;
}

void *memmove(void *d, const void *s, size_t n) {
    __builtin_memmove(d, s, n);
    return d;
}

void *memset(void *d, int c, size_t n) {
    __builtin_memset(d, c, n);
    return d;
}

void *mempcpy(void *restrict d, const void *restrict s, size_t n) {
    __builtin_memcpy(d, s, n);
    return (char *)d + n;
}

int memcmp(const void *a, const void *b, size_t n) {
    const unsigned char *p = a, *q = b;
    for (size_t i = 0; i < n; i++)
        if (p[i] != q[i])
            return p[i] - q[i];
    return 0;
}

void *memchr(const void *s, int c, size_t n) {
    const unsigned char *p = s;
    for (size_t i = 0; i < n; i++)
        if (p[i] == (unsigned char)c)
            return (void *)(p + i);
    return NULL;
}

void *memrchr(const void *s, int c, size_t n) {
    const unsigned char *p = s;
    while (n--)
        if (p[n] == (unsigned char)c)
            return (void *)(p + n);
    return NULL;
}

void *memccpy(void *restrict d, const void *restrict s, int c, size_t n) {
    unsigned char *dp = d;
    const unsigned char *sp = s;
    for (size_t i = 0; i < n; i++) {
        dp[i] = sp[i];
        if (sp[i] == (unsigned char)c)
            return dp + i + 1;
    }
    return NULL;
}

void *memmem(const void *h, size_t hn, const void *n, size_t nn) {
    const unsigned char *hp = h, *np = n;
    if (nn == 0)
        return (void *)h;
    for (size_t i = 0; i + nn <= hn; i++)
        if (hp[i] == np[0] && memcmp(hp + i, np, nn) == 0)
            return (void *)(hp + i);
    return NULL;
}

/* glibc's: each byte XORed with 42 (applied twice, the bytes return). */
void *memfrob(void *s, size_t n) {
    unsigned char *p = s;
    for (size_t i = 0; i < n; i++)
        p[i] ^= 42;
    return s;
}

size_t strlen(const char *s) {
    size_t n = 0;
    while (s[n])
        n++;
    return n;
}

size_t strnlen(const char *s, size_t max) {
    size_t n = 0;
    while (n < max && s[n])
        n++;
    return n;
}

char *strcpy(char *restrict d, const char *restrict s) {
    __builtin_memcpy(d, s, strlen(s) + 1);
    return d;
}

char *stpcpy(char *restrict d, const char *restrict s) {
    size_t n = strlen(s);
    __builtin_memcpy(d, s, n + 1);
    return d + n;
}

char *strncpy(char *restrict d, const char *restrict s, size_t n) {
    size_t k = strnlen(s, n);
    __builtin_memcpy(d, s, k);
    if (k < n)
        __builtin_memset(d + k, 0, n - k);
    return d;
}

char *stpncpy(char *restrict d, const char *restrict s, size_t n) {
    size_t k = strnlen(s, n);
    __builtin_memcpy(d, s, k);
    if (k < n)
        __builtin_memset(d + k, 0, n - k);
    return d + k;
}

char *strcat(char *restrict d, const char *restrict s) {
    strcpy(d + strlen(d), s);
    return d;
}

char *strncat(char *restrict d, const char *restrict s, size_t n) {
    char *e = d + strlen(d);
    size_t k = strnlen(s, n);
    __builtin_memcpy(e, s, k);
    e[k] = 0;
    return d;
}

size_t strlcpy(char *restrict d, const char *restrict s, size_t n) {
    size_t len = strlen(s);
    if (n) {
        size_t k = len < n - 1 ? len : n - 1;
        __builtin_memcpy(d, s, k);
        d[k] = 0;
    }
    return len;
}

size_t strlcat(char *restrict d, const char *restrict s, size_t n) {
    size_t dl = strnlen(d, n);
    if (dl == n)
        return n + strlen(s);
    return dl + strlcpy(d + dl, s, n - dl);
}

int strcmp(const char *a, const char *b) {
    const unsigned char *p = (const unsigned char *)a, *q = (const unsigned char *)b;
    while (*p && *p == *q)
        p++, q++;
    return *p - *q;
}

int strncmp(const char *a, const char *b, size_t n) {
    const unsigned char *p = (const unsigned char *)a, *q = (const unsigned char *)b;
    for (; n; n--, p++, q++) {
        if (*p != *q)
            return *p - *q;
        if (!*p)
            break;
    }
    return 0;
}

/* The C locale collates by byte value. */
int strcoll(const char *a, const char *b) { return strcmp(a, b); }

size_t strxfrm(char *restrict d, const char *restrict s, size_t n) {
    size_t len = strlen(s);
    if (len < n)
        __builtin_memcpy(d, s, len + 1);
    return len;
}

char *strchr(const char *s, int c) {
    for (;; s++) {
        if (*s == (char)c)
            return (char *)s;
        if (!*s)
            return NULL;
    }
}

char *strchrnul(const char *s, int c) {
    while (*s && *s != (char)c)
        s++;
    return (char *)s;
}

char *strrchr(const char *s, int c) {
    const char *r = NULL;
    for (;; s++) {
        if (*s == (char)c)
            r = s;
        if (!*s)
            return (char *)r;
    }
}

static int in_set(const char *set, char c) {
    for (; *set; set++)
        if (*set == c)
            return 1;
    return 0;
}

size_t strspn(const char *s, const char *accept) {
    size_t n = 0;
    while (s[n] && in_set(accept, s[n]))
        n++;
    return n;
}

size_t strcspn(const char *s, const char *reject) {
    size_t n = 0;
    while (s[n] && !in_set(reject, s[n]))
        n++;
    return n;
}

char *strpbrk(const char *s, const char *accept) {
    s += strcspn(s, accept);
    return *s ? (char *)s : NULL;
}

char *strstr(const char *h, const char *n) {
    size_t nl = strlen(n);
    if (nl == 0)
        return (char *)h;
    for (; *h; h++)
        if (*h == *n && strncmp(h, n, nl) == 0)
            return (char *)h;
    return NULL;
}

char *strcasestr(const char *h, const char *n) {
    size_t nl = strlen(n);
    if (nl == 0)
        return (char *)h;
    for (; *h; h++)
        if (strncasecmp(h, n, nl) == 0)
            return (char *)h;
    return NULL;
}

/* As glibc's: at the end *save points at the terminator, so further
 * calls with NULL return NULL; a first call with NULL (C11 7.24.5.8
 * forbids it) reads through the NULL *save, where glibc crashes. */
char *strtok_r(char *restrict s, const char *restrict delim, char **restrict save) {
    if (!s)
        s = *save;
    if (!*s) {
        *save = s;
        return NULL;
    }
    s += strspn(s, delim);
    if (!*s) {
        *save = s;
        return NULL;
    }
    char *end = s + strcspn(s, delim);
    if (*end) {
        *end = 0;
        *save = end + 1;
    } else {
        *save = end;
    }
    return s;
}

char *strtok(char *restrict s, const char *restrict delim) {
    static char *save;
    return strtok_r(s, delim, &save);
}

char *strsep(char **restrict sp, const char *restrict delim) {
    char *s = *sp;
    if (!s)
        return NULL;
    char *end = s + strcspn(s, delim);
    if (*end) {
        *end = 0;
        *sp = end + 1;
    } else {
        *sp = NULL;
    }
    return s;
}

char *strdup(const char *s) {
    size_t n = strlen(s) + 1;
    char *d = malloc(n);
    if (d)
        __builtin_memcpy(d, s, n);
    return d;
}

char *strndup(const char *s, size_t n) {
    size_t k = strnlen(s, n);
    char *d = malloc(k + 1);
    if (d) {
        __builtin_memcpy(d, s, k);
        d[k] = 0;
    }
    return d;
}

/* strings.h */
int bcmp(const void *a, const void *b, size_t n) { return memcmp(a, b, n); }
void bcopy(const void *s, void *d, size_t n) { __builtin_memmove(d, s, n); }
void bzero(void *d, size_t n) { __builtin_memset(d, 0, n); }
char *index(const char *s, int c) { return strchr(s, c); }
char *rindex(const char *s, int c) { return strrchr(s, c); }

int ffs(int i) { return ffsll((unsigned)i); }
int ffsl(long i) { return ffsll(i); }
int ffsll(long long i) {
    unsigned long long v = (unsigned long long)i;
    if (!v)
        return 0;
    int n = 1;
    while (!(v & 1))
        v >>= 1, n++;
    return n;
}

int strcasecmp(const char *a, const char *b) {
    const unsigned char *p = (const unsigned char *)a, *q = (const unsigned char *)b;
    while (*p && tolower(*p) == tolower(*q))
        p++, q++;
    return tolower(*p) - tolower(*q);
}

int strncasecmp(const char *a, const char *b, size_t n) {
    const unsigned char *p = (const unsigned char *)a, *q = (const unsigned char *)b;
    for (; n; n--, p++, q++) {
        int d = tolower(*p) - tolower(*q);
        if (d)
            return d;
        if (!*p)
            break;
    }
    return 0;
}

/* ---- GNU and BSD extras ---------------------------------------------------- */

/* A memset the compiler may not remove. */
void explicit_bzero(void *p, size_t n) {
    volatile unsigned char *v = p;
    while (n--)
        *v++ = 0;
}

/* memchr without a bound: the byte must be there. */
void *rawmemchr(const void *p, int c) {
    const unsigned char *s = p;
    while (*s != (unsigned char)c)
        s++;
    return (void *)s;
}

/* Version order (glibc's strverscmp): runs of digits compare as numbers
 * ("a9" < "a10"), and a run with leading zeros is a fraction ("a01" <
 * "a1", "a001" < "a01"). A small automaton tracks, while the strings agree,
 * whether we are in normal text, an integral run, a fractional run, or
 * leading zeros; at the first difference a table says how to decide. */
enum { V_N = 0, V_I = 3, V_F = 6, V_Z = 9 };  /* states, each + class */
enum { V_CMP = 2, V_LEN = 3 };                 /* besides -1 and +1 */

static int vclass(unsigned char c) { return c == '0' ? 2 : (c >= '1' && c <= '9') ? 1 : 0; }

int strverscmp(const char *a, const char *b) {
    static const unsigned char next[12] = {V_N, V_I, V_Z, V_N, V_I, V_I, V_N, V_F, V_F, V_N, V_F, V_Z};
    /* by state+class of a's char (row) and class of b's char (column) */
    static const signed char how[36] = {
        V_CMP, V_CMP, V_CMP, V_CMP, V_LEN, V_CMP, V_CMP, V_CMP, V_CMP, /* normal */
        V_CMP, -1,    -1,    +1,    V_LEN, V_LEN, +1,    V_LEN, V_LEN, /* integral */
        V_CMP, V_CMP, V_CMP, V_CMP, V_CMP, V_CMP, V_CMP, V_CMP, V_CMP, /* fractional */
        V_CMP, +1,    +1,    -1,    V_CMP, V_CMP, -1,    V_CMP, V_CMP, /* zeros */
    };
    const unsigned char *p = (const unsigned char *)a, *q = (const unsigned char *)b;
    unsigned char c1 = *p++, c2 = *q++;
    int state = V_N + vclass(c1), diff;
    while ((diff = c1 - c2) == 0) {
        if (c1 == 0)
            return 0;
        state = next[state];
        c1 = *p++;
        c2 = *q++;
        state += vclass(c1);
    }
    int r = how[state * 3 + vclass(c2)];
    if (r == V_CMP)
        return diff;
    if (r == V_LEN) {
        /* the longer run of digits is the larger number */
        while (*p >= '0' && *p <= '9') {
            p++;
            if (!(*q >= '0' && *q <= '9'))
                return 1;
            q++;
        }
        return (*q >= '0' && *q <= '9') ? -1 : diff;
    }
    return r;
}
