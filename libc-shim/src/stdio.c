/* stdio.c -- the standard streams, the printf family and character I/O.
 * There is no buffering: stream operations go straight to the descriptors
 * of DiOS's file system (dios/fs.c), where descriptors 1 and 2 turn bytes
 * into the VM's OUTPUT/ERROUT traces. The layers below: stream.c (bytes),
 * sink.c (printf's output), format.c (conversions); stream management is
 * in fopen.c. */
#include <errno.h>
#include <hypercalls.h>
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "stdio_impl.h"

static FILE in_file = {0, 0, 0, EOF, 0, __DIVM_F_READ, 0, NULL};
static FILE out_file = {1, 0, 0, EOF, 0, __DIVM_F_WRITE, 0, NULL};
static FILE err_file = {2, 0, 0, EOF, 0, __DIVM_F_WRITE, 0, NULL};
FILE *stdin = &in_file;
FILE *stdout = &out_file;
FILE *stderr = &err_file;

/* ---- printf family ---------------------------------------------------- */

int vfprintf(FILE *restrict f, const char *restrict fmt, va_list ap) {
    if (!__divm_can_write(f))
        return -1;
    struct __divm_out o;
    __divm_out_init_stream(&o, f);
    __divm_vformat(&o, fmt, ap, strerror);
    int r = __divm_out_end(&o);
    if (r < 0)
        f->err = 1;
    return r;
}

/* printf, puts and putchar do not look at the stdout FILE: reading that
 * global would add a visible action (an interleaving point) to every call
 * in a threaded program. */
int vprintf(const char *restrict fmt, va_list ap) { return vdprintf(1, fmt, ap); }

int vdprintf(int fd, const char *restrict fmt, va_list ap) {
    struct __divm_out o;
    __divm_out_init_fd(&o, fd);
    __divm_vformat(&o, fmt, ap, strerror);
    return __divm_out_end(&o);
}

int vsnprintf(char *restrict s, size_t n, const char *restrict fmt, va_list ap) {
    struct __divm_out o;
    __divm_out_init_str(&o, s, n);
    __divm_vformat(&o, fmt, ap, strerror);
    return __divm_out_end(&o);
}

int vsprintf(char *restrict s, const char *restrict fmt, va_list ap) {
    return vsnprintf(s, (size_t)INT_MAX + 1, fmt, ap);
}

int vasprintf(char **restrict sp, const char *restrict fmt, va_list ap) {
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap2);
    va_end(ap2);
    if (n < 0)
        return -1;
    char *s = malloc((size_t)n + 1);
    if (!s)
        return -1;
    vsnprintf(s, (size_t)n + 1, fmt, ap);
    *sp = s;
    return n;
}

int printf(const char *restrict fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int r = vdprintf(1, fmt, ap);
    va_end(ap);
    return r;
}

int fprintf(FILE *restrict f, const char *restrict fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int r = vfprintf(f, fmt, ap);
    va_end(ap);
    return r;
}

int dprintf(int fd, const char *restrict fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int r = vdprintf(fd, fmt, ap);
    va_end(ap);
    return r;
}

int sprintf(char *restrict s, const char *restrict fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int r = vsprintf(s, fmt, ap);
    va_end(ap);
    return r;
}

int snprintf(char *restrict s, size_t n, const char *restrict fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int r = vsnprintf(s, n, fmt, ap);
    va_end(ap);
    return r;
}

int asprintf(char **restrict sp, const char *restrict fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int r = vasprintf(sp, fmt, ap);
    va_end(ap);
    return r;
}

/* ---- character and string output -------------------------------------- */

int fputc(int c, FILE *f) {
    if (!__divm_can_write(f))
        return EOF;
    unsigned char ch = (unsigned char)c;
    if (__divm_swrite_all(f, &ch, 1) < 0)
        return EOF;
    return ch;
}

int putc(int c, FILE *f) { return fputc(c, f); }
int putchar(int c) {
    unsigned char ch = (unsigned char)c;
    if (__divm_write_fd(1, (const char *)&ch, 1) < 0)
        return EOF;
    return ch;
}
int putc_unlocked(int c, FILE *f) { return fputc(c, f); }
int fputc_unlocked(int c, FILE *f) { return fputc(c, f); }
int putchar_unlocked(int c) { return putchar(c); }

int fputs(const char *restrict s, FILE *restrict f) {
    if (!__divm_can_write(f))
        return EOF;
    if (__divm_swrite_all(f, s, strlen(s)) < 0)
        return EOF;
    return 1;
}

int puts(const char *s) {
    struct __divm_out o;
    __divm_out_init_fd(&o, 1);
    __divm_out_put(&o, s, strlen(s));
    __divm_out_put(&o, "\n", 1);
    int n = __divm_out_end(&o);
    return n < 0 ? EOF : n;
}

size_t fwrite(const void *restrict p, size_t size, size_t n, FILE *restrict f) {
    if (size == 0 || n == 0)
        return 0;
    if (!__divm_can_write(f))
        return 0;
    if (n > (size_t)-1 / size) {
        errno = EOVERFLOW;
        f->err = 1;
        return 0;
    }
    const char *s = p;
    size_t total = size * n, done = 0;
    while (done < total) {
        ssize_t r = __divm_swrite(f, s + done, total - done);
        if (r <= 0) {
            f->err = 1;
            break;
        }
        done += (size_t)r;
    }
    return done / size;
}

/* Streams are unbuffered: there is never anything to flush. A stream that
 * fclose freed still faults. */
int fflush(FILE *f) {
    if (f && f->closed) {
        errno = EBADF;
        return EOF;
    }
    return 0;
}

/* ---- input ---------------------------------------------------------------- */

/* End of file is sticky (C11 7.21.7.1, glibc >= 2.28): once seen, reads
 * return EOF until clearerr, a seek or ungetc. */
int fgetc(FILE *f) {
    if (!__divm_can_read(f))
        return EOF;
    if (f->ungot != EOF)
        return __divm_pop(f);
    if (f->eof)
        return EOF;
    unsigned char c;
    ssize_t r = __divm_sread(f, &c, 1);
    if (r == 1)
        return c;
    if (r == 0)
        f->eof = 1;
    else
        f->err = 1;
    return EOF;
}

int getc(FILE *f) { return fgetc(f); }
int getchar(void) { return fgetc(stdin); }
int getc_unlocked(FILE *f) { return fgetc(f); }
int getchar_unlocked(void) { return fgetc(stdin); }
int fgetc_unlocked(FILE *f) { return fgetc(f); }

int ungetc(int c, FILE *f) {
    if (c == EOF || f->closed || f->nback == sizeof f->back)
        return EOF;
    if (f->ungot != EOF)
        f->back[f->nback++] = (unsigned char)f->ungot;
    f->ungot = (unsigned char)c;
    f->eof = 0;
    f->last = __DIVM_F_READ;
    return (unsigned char)c;
}

char *fgets(char *restrict s, int n, FILE *restrict f) {
    if (n <= 0) {
        errno = EINVAL;
        return NULL;
    }
    if (!__divm_can_read(f))
        return NULL;
    int i = 0;
    while (i < n - 1) {
        int c = fgetc(f);
        if (c == EOF) {
            if (f->err)
                return NULL;
            break;
        }
        s[i++] = (char)c;
        if (c == '\n')
            break;
    }
    if (i == 0 && n > 1)
        return NULL;
    s[i] = 0;
    return s;
}

/* gets: C11 removed it, glibc still links it, and programs that show why
 * it was removed declare it themselves: it stores the whole line, so a
 * long one overflows s where the store happens. */
char *gets(char *s) {
    if (!__divm_can_read(stdin))
        return NULL;
    size_t i = 0;
    for (;;) {
        int c = fgetc(stdin);
        if (c == EOF) {
            if (stdin->err || i == 0)
                return NULL;
            break;
        }
        if (c == '\n')
            break;
        s[i++] = (char)c;
    }
    s[i] = 0;
    return s;
}

size_t fread(void *restrict p, size_t size, size_t n, FILE *restrict f) {
    if (size == 0 || n == 0)
        return 0;
    if (!__divm_can_read(f))
        return 0;
    if (n > (size_t)-1 / size) {
        errno = EOVERFLOW;
        f->err = 1;
        return 0;
    }
    unsigned char *d = p;
    size_t total = size * n, got = 0;
    while (got < total && f->ungot != EOF)
        d[got++] = (unsigned char)__divm_pop(f);
    while (got < total && !f->eof) {
        ssize_t r = __divm_sread(f, d + got, total - got);
        if (r < 0) {
            f->err = 1;
            break;
        }
        if (r == 0)
            f->eof = 1;
        got += (size_t)r;
    }
    return got / size;
}

ssize_t getdelim(char **restrict line, size_t *restrict n, int delim, FILE *restrict f) {
    if (!line || !n) {
        errno = EINVAL;
        return -1;
    }
    if (!__divm_can_read(f))
        return -1;
    size_t len = 0;
    for (;;) {
        int c = fgetc(f);
        if (c == EOF)
            break;
        if (!*line || len + 2 > *n) {
            size_t cap = *n ? *n * 2 : 128;
            while (cap < len + 2)
                cap *= 2;
            char *nl = realloc(*line, cap);
            if (!nl) {
                f->err = 1;
                return -1;
            }
            *line = nl;
            *n = cap;
        }
        (*line)[len++] = (char)c;
        if (c == delim)
            break;
    }
    if (len == 0)
        return -1;
    (*line)[len] = 0;
    return (ssize_t)len;
}

ssize_t getline(char **restrict line, size_t *restrict n, FILE *restrict f) { return getdelim(line, n, '\n', f); }

