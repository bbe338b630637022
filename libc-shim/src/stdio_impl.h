/* stdio_impl.h -- internals shared by the stdio files. */
#ifndef DIVM_LIBC_STDIO_IMPL_H
#define DIVM_LIBC_STDIO_IMPL_H
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

/* A stream. There is no buffering: every operation goes to the descriptor
 * at once, so streams and descriptors never disagree. */
struct __divm_file {
    int fd;
    int eof;
    int err;
    int ungot;  /* a character pushed back by ungetc, or EOF */
    int closed; /* a standard stream that was closed */
    int mode;   /* __DIVM_F_READ | __DIVM_F_WRITE */
    int owned;  /* made by fopen/fdopen: fclose frees it */
    struct __divm_mem *mem; /* a memory stream (memstream.c), else NULL */
};

/* The stream's bytes, whatever backs it (a descriptor or memory); the
 * results are those of read, write, lseek and close. */
ssize_t __divm_sread(FILE *f, void *buf, size_t n);
ssize_t __divm_swrite(FILE *f, const void *buf, size_t n);
off_t __divm_sseek(FILE *f, off_t off, int whence);
int __divm_sclose(FILE *f);

enum { __DIVM_F_READ = 1, __DIVM_F_WRITE = 2 };

/* Checks for reading or writing; on failure the stream's error indicator
 * is set and errno is EBADF. A NULL or closed (freed) stream faults. */
int __divm_can_read(FILE *f);
int __divm_can_write(FILE *f);

/* Where formatted output goes. Text is staged in `buf` and handed on in
 * chunks, so that writes to user memory are single memcpy actions. */
enum { OUT_FD, OUT_STRING, OUT_DISCARD, OUT_STREAM };

struct __divm_out {
    int kind;
    int fd;       /* OUT_FD: the descriptor */
    FILE *stream; /* OUT_STREAM: the stream */
    char *dst;    /* OUT_STRING: destination and its capacity (incl. NUL) */
    size_t cap;
    size_t placed;
    size_t total; /* bytes produced so far */
    int failed;
    unsigned len;
    char buf[512 + 1];
};

void __divm_out_init_fd(struct __divm_out *o, int fd);
void __divm_out_init_stream(struct __divm_out *o, FILE *f);
void __divm_out_init_str(struct __divm_out *o, char *dst, size_t cap);
void __divm_out_put(struct __divm_out *o, const char *s, size_t n);
/* Flush; for strings also NUL-terminates. Returns the total or -1. */
int __divm_out_end(struct __divm_out *o);
/* Write all of s[0..n) to `fd`; 0, or -1 with errno set. */
int __divm_write_fd(int fd, const char *s, size_t n);

int __divm_vformat(struct __divm_out *o, const char *fmt, va_list ap);

/* The input side of scanf: a string, or a stream. */
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
