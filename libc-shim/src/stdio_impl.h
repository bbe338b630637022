/* stdio_impl.h -- internals shared by the stdio files. */
#ifndef DIVM_LIBC_STDIO_IMPL_H
#define DIVM_LIBC_STDIO_IMPL_H
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

struct __divm_file {
    int fd;     /* 0 stdin, 1 stdout, 2 stderr */
    int eof;
    int err;
    int ungot;  /* a character pushed back by ungetc, or EOF */
    int closed;
};

/* Where formatted output goes. Text is staged in `buf` and handed on in
 * chunks, so that writes to user memory are single memcpy actions. */
enum { OUT_TRACE, OUT_STRING, OUT_DISCARD };

struct __divm_out {
    int kind;
    int trace;    /* OUT_TRACE: _VM_T_OUTPUT or _VM_T_ERROUT */
    char *dst;    /* OUT_STRING: destination and its capacity (incl. NUL) */
    size_t cap;
    size_t placed;
    size_t total; /* bytes produced so far */
    int failed;
    unsigned len;
    char buf[512 + 1];
};

void __divm_out_init_fd(struct __divm_out *o, int fd);
void __divm_out_init_str(struct __divm_out *o, char *dst, size_t cap);
void __divm_out_put(struct __divm_out *o, const char *s, size_t n);
/* Flush; for strings also NUL-terminates. Returns the total or -1. */
int __divm_out_end(struct __divm_out *o);
/* Send bytes to fd 1 or 2 as traces; -1 (EBADF) for other descriptors. */
int __divm_write_fd(int fd, const char *s, size_t n);

int __divm_vformat(struct __divm_out *o, const char *fmt, va_list ap);

/* The input side of scanf: a string, or a stream (only stdin, empty). */
struct __divm_in {
    const char *s; /* string source, or NULL */
    FILE *f;
    size_t pos;    /* characters consumed */
};
int __divm_vscan(struct __divm_in *in, const char *fmt, va_list ap);

/* Length modifiers of printf and scanf conversions. */
enum { L_NONE, L_HH, L_H, L_L, L_LL, L_J, L_Z, L_T, L_BIG };

/* Stores `v` through `p` as the integer type that length modifier `len`
 * names (scanf's conversions and both families' %n). */
void __divm_store_int(void *p, int len, unsigned long long v);

#endif
