/* stdio.c -- streams. There is no buffering: stdout and stderr text goes
 * straight to the VM as OUTPUT/ERROUT traces, stdin is empty, and there is
 * no file system (fopen fails with ENOENT). */
#include <errno.h>
#include <hypercalls.h>
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "stdio_impl.h"

static FILE in_file = {0, 0, 0, EOF, 0};
static FILE out_file = {1, 0, 0, EOF, 0};
static FILE err_file = {2, 0, 0, EOF, 0};
FILE *stdin = &in_file;
FILE *stdout = &out_file;
FILE *stderr = &err_file;

/* ---- output sinks ---------------------------------------------------- */

/* Output goes out byte for byte, NUL bytes included. */
static void trace(int kind, char *s, size_t n) {
    __vm_trace_bytes(kind, s, n);
}

static void flush(struct __divm_out *o) {
    if (o->len == 0)
        return;
    if (o->kind == OUT_TRACE) {
        trace(o->trace, o->buf, o->len);
    } else if (o->kind == OUT_STRING && o->cap > 0) {
        size_t room = o->cap - 1 - o->placed;
        size_t k = o->len < room ? o->len : room;
        __builtin_memcpy(o->dst + o->placed, o->buf, k);
        o->placed += k;
    }
    o->len = 0;
}

void __divm_out_init_fd(struct __divm_out *o, int fd) {
    o->kind = fd == 1 || fd == 2 ? OUT_TRACE : OUT_DISCARD;
    o->trace = fd == 2 ? _VM_T_ERROUT : _VM_T_OUTPUT;
    o->dst = NULL;
    o->cap = 0;
    o->placed = 0;
    o->total = 0;
    o->failed = !(fd == 1 || fd == 2);
    o->len = 0;
}

void __divm_out_init_str(struct __divm_out *o, char *dst, size_t cap) {
    o->kind = OUT_STRING;
    o->trace = 0;
    o->dst = dst;
    o->cap = cap;
    o->placed = 0;
    o->total = 0;
    o->failed = 0;
    o->len = 0;
}

void __divm_out_put(struct __divm_out *o, const char *s, size_t n) {
    o->total += n;
    if (o->kind == OUT_DISCARD || (o->kind == OUT_STRING && o->placed + o->len + 1 >= o->cap))
        return; /* nothing (more) can be stored: just count */
    while (n > 0) {
        size_t room = sizeof o->buf - 1 - o->len;
        size_t k = n < room ? n : room;
        __builtin_memcpy(o->buf + o->len, s, k);
        o->len += (unsigned)k;
        s += k;
        n -= k;
        if (o->len == sizeof o->buf - 1)
            flush(o);
    }
}

int __divm_out_end(struct __divm_out *o) {
    flush(o);
    if (o->kind == OUT_STRING && o->cap > 0)
        o->dst[o->placed] = 0;
    if (o->failed)
        return -1;
    if (o->total > INT_MAX) {
        errno = EOVERFLOW;
        return -1;
    }
    return (int)o->total;
}

int __divm_write_fd(int fd, const char *s, size_t n) {
    if (fd != 1 && fd != 2) {
        errno = EBADF;
        return -1;
    }
    struct __divm_out o;
    __divm_out_init_fd(&o, fd);
    __divm_out_put(&o, s, n);
    flush(&o);
    return 0;
}

static int writable(FILE *f) {
    if (!f || f->closed || (f->fd != 1 && f->fd != 2)) {
        errno = EBADF;
        if (f)
            f->err = 1;
        return 0;
    }
    return 1;
}

/* ---- printf family ---------------------------------------------------- */

int vfprintf(FILE *restrict f, const char *restrict fmt, va_list ap) {
    if (!writable(f))
        return -1;
    struct __divm_out o;
    __divm_out_init_fd(&o, f->fd);
    __divm_vformat(&o, fmt, ap);
    return __divm_out_end(&o);
}

/* printf, puts and putchar do not look at the stdout FILE: reading that
 * global would add a visible action (an interleaving point) to every call
 * in a threaded program. */
int vprintf(const char *restrict fmt, va_list ap) { return vdprintf(1, fmt, ap); }

int vdprintf(int fd, const char *restrict fmt, va_list ap) {
    if (fd != 1 && fd != 2) {
        errno = EBADF;
        return -1;
    }
    struct __divm_out o;
    __divm_out_init_fd(&o, fd);
    __divm_vformat(&o, fmt, ap);
    return __divm_out_end(&o);
}

int vsnprintf(char *restrict s, size_t n, const char *restrict fmt, va_list ap) {
    struct __divm_out o;
    __divm_out_init_str(&o, s, n);
    __divm_vformat(&o, fmt, ap);
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
    if (!writable(f))
        return EOF;
    char ch = (char)c;
    __divm_write_fd(f->fd, &ch, 1);
    return (unsigned char)c;
}

int putc(int c, FILE *f) { return fputc(c, f); }
int putchar(int c) {
    char ch = (char)c;
    __divm_write_fd(1, &ch, 1);
    return (unsigned char)c;
}
int putc_unlocked(int c, FILE *f) { return fputc(c, f); }
int fputc_unlocked(int c, FILE *f) { return fputc(c, f); }
int putchar_unlocked(int c) { return putchar(c); }

int fputs(const char *restrict s, FILE *restrict f) {
    if (!writable(f))
        return EOF;
    __divm_write_fd(f->fd, s, strlen(s));
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
    if (!writable(f))
        return 0;
    __divm_write_fd(f->fd, p, size * n);
    return n;
}

int fflush(FILE *f) {
    (void)f;
    return 0;
}

/* ---- input: stdin is empty -------------------------------------------- */

int fgetc(FILE *f) {
    if (!f || f->closed || f->fd != 0) {
        errno = EBADF;
        if (f)
            f->err = 1;
        return EOF;
    }
    if (f->ungot != EOF) {
        int c = f->ungot;
        f->ungot = EOF;
        return c;
    }
    f->eof = 1;
    return EOF;
}

int getc(FILE *f) { return fgetc(f); }
int getchar(void) { return fgetc(stdin); }
int getc_unlocked(FILE *f) { return fgetc(f); }
int getchar_unlocked(void) { return fgetc(stdin); }

int ungetc(int c, FILE *f) {
    if (c == EOF || !f || f->ungot != EOF)
        return EOF;
    f->ungot = (unsigned char)c;
    f->eof = 0;
    return (unsigned char)c;
}

char *fgets(char *restrict s, int n, FILE *restrict f) {
    if (n <= 0)
        return NULL;
    int i = 0;
    while (i < n - 1) {
        int c = fgetc(f);
        if (c == EOF)
            break;
        s[i++] = (char)c;
        if (c == '\n')
            break;
    }
    if (i == 0)
        return NULL;
    s[i] = 0;
    return s;
}

size_t fread(void *restrict p, size_t size, size_t n, FILE *restrict f) {
    if (size == 0 || n == 0)
        return 0;
    unsigned char *d = p;
    size_t total = size * n, i = 0;
    for (; i < total; i++) {
        int c = fgetc(f);
        if (c == EOF)
            break;
        d[i] = (unsigned char)c;
    }
    return i / size;
}

ssize_t getdelim(char **restrict line, size_t *restrict n, int delim, FILE *restrict f) {
    if (!line || !n) {
        errno = EINVAL;
        return -1;
    }
    size_t len = 0;
    for (;;) {
        int c = fgetc(f);
        if (c == EOF)
            break;
        if (!*line || len + 2 > *n) {
            size_t cap = *n ? *n * 2 : 128;
            char *nl = realloc(*line, cap);
            if (!nl)
                return -1;
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

/* ---- stream management ------------------------------------------------- */

FILE *fopen(const char *restrict path, const char *restrict mode) {
    (void)path, (void)mode;
    errno = ENOENT;
    return NULL;
}

FILE *freopen(const char *restrict path, const char *restrict mode, FILE *restrict f) {
    (void)path, (void)mode, (void)f;
    errno = ENOENT;
    return NULL;
}

FILE *fdopen(int fd, const char *mode) {
    (void)mode;
    if (fd >= 0 && fd <= 2)
        return fd == 0 ? stdin : fd == 1 ? stdout : stderr;
    errno = EBADF;
    return NULL;
}

FILE *tmpfile(void) {
    errno = EROFS;
    return NULL;
}

char *tmpnam(char *s) {
    (void)s;
    return NULL;
}

int fclose(FILE *f) {
    if (!f || f->closed) {
        errno = EBADF;
        return EOF;
    }
    f->closed = 1;
    return 0;
}

int fileno(FILE *f) {
    if (!f || f->closed) {
        errno = EBADF;
        return -1;
    }
    return f->fd;
}

int remove(const char *path) {
    (void)path;
    errno = ENOENT;
    return -1;
}

int rename(const char *from, const char *to) {
    (void)from, (void)to;
    errno = ENOENT;
    return -1;
}

void setbuf(FILE *restrict f, char *restrict buf) { (void)f, (void)buf; }

int setvbuf(FILE *restrict f, char *restrict buf, int mode, size_t size) {
    (void)f, (void)buf, (void)size;
    return mode == _IOFBF || mode == _IOLBF || mode == _IONBF ? 0 : -1;
}

void flockfile(FILE *f) { (void)f; }
int ftrylockfile(FILE *f) {
    (void)f;
    return 0;
}
void funlockfile(FILE *f) { (void)f; }

/* Terminals and pipes cannot seek. */
int fseek(FILE *f, long off, int whence) {
    (void)f, (void)off, (void)whence;
    errno = ESPIPE;
    return -1;
}
int fseeko(FILE *f, off_t off, int whence) { return fseek(f, (long)off, whence); }
long ftell(FILE *f) {
    (void)f;
    errno = ESPIPE;
    return -1;
}
off_t ftello(FILE *f) { return ftell(f); }
int fgetpos(FILE *restrict f, fpos_t *restrict pos) {
    (void)f, (void)pos;
    errno = ESPIPE;
    return -1;
}
int fsetpos(FILE *f, const fpos_t *pos) {
    (void)f, (void)pos;
    errno = ESPIPE;
    return -1;
}
void rewind(FILE *f) {
    if (f)
        f->eof = f->err = 0;
}
void clearerr(FILE *f) {
    if (f)
        f->eof = f->err = 0;
}
int feof(FILE *f) { return f ? f->eof : 0; }
int ferror(FILE *f) { return f ? f->err : 0; }
