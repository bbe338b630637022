/* stdio_impl.h -- internals shared by the stdio files. They are layered,
 * each using only those before it: stream.c (the byte level), sink.c
 * (where formatted output goes), format.c (printf's conversions), then
 * stdio.c, scan.c, fopen.c and memstream.c. */
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
    struct __divm_mem *mem; /* a memory stream, else NULL */
    int last;   /* the last operation: __DIVM_F_READ, __DIVM_F_WRITE or 0 */
    int bycaller; /* __fsetlocking(FSETLOCKING_BYCALLER) (remembered only) */
    int orient;   /* fwide: 1 wide, -1 byte, 0 not yet (only the wide calls set it) */
    /* characters pushed back before `ungot`, oldest first (glibc takes
     * more than the one C guarantees: parsers push back two or three) */
    unsigned char back[7];
    unsigned nback;
};

/* Characters pushed back by ungetc and not read yet. */
static inline unsigned __divm_pushed(const FILE *f) { return f->ungot == EOF ? 0 : 1 + f->nback; }

/* Forgets them (a seek, __fpurge, freopen). */
static inline void __divm_unpush(FILE *f) {
    f->ungot = EOF;
    f->nback = 0;
}

/* The last character pushed back (there is one), the one before it next. */
static inline int __divm_pop(FILE *f) {
    int c = f->ungot;
    f->ungot = f->nback ? f->back[--f->nback] : EOF;
    return c;
}

/* What backs a memory stream (fmemopen, open_memstream), or a cookie
 * stream (fopencookie: `cookie` set, the bytes go through `io`). */
struct __divm_mem {
    char *buf;
    size_t size;   /* capacity (fmemopen), or the allocated size */
    size_t end;    /* bytes of data */
    size_t pos;
    int append;
    int dynamic;   /* open_memstream */
    int ownbuf;    /* fmemopen(NULL, ...): fclose frees buf */
    char **ptr;    /* open_memstream: where the buffer is published */
    size_t *sizeloc;
    wchar_t *wbuf; /* open_wmemstream: the published wide copy of buf (the */
    size_t wcap;   /* caller frees it; buf is freed at fclose), its capacity */
    wchar_t **wptr;
    int cookie;    /* fopencookie: the fields above are unused */
    void *arg;     /* its cookie */
    cookie_io_functions_t io;
};

/* ---- stream.c ---- */

/* A new stream on `fd` (-1 for memory) with mode __DIVM_F_*. */
FILE *__divm_new_stream(int fd, int smode);
/* open_memstream: *ptr and *sizeloc from the buffer's current state. */
void __divm_mem_publish(struct __divm_mem *m);

/* The stream's bytes, whatever backs it (a descriptor or memory); the
 * results are those of read, write, lseek and close. */
ssize_t __divm_sread(FILE *f, void *buf, size_t n);
ssize_t __divm_swrite(FILE *f, const void *buf, size_t n);
off_t __divm_sseek(FILE *f, off_t off, int whence);
int __divm_sclose(FILE *f);

enum { __DIVM_F_READ = 1, __DIVM_F_WRITE = 2 };

/* All of s[0..n) to a stream; 0, or -1 (and the error indicator set). */
int __divm_swrite_all(FILE *f, const void *s, size_t n);
/* Write all of s[0..n) to `fd`; 0, or -1 with errno set. */
int __divm_write_fd(int fd, const char *s, size_t n);

/* Checks for reading or writing; on failure the stream's error indicator
 * is set and errno is EBADF. A NULL or closed (freed) stream faults. */
int __divm_can_read(FILE *f);
int __divm_can_write(FILE *f);

/* ---- sink.c ---- */

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
    int wide;     /* the wide printf family: %s and %ls widths and precisions count characters */
                  /* (2: swprintf, whose bytes are UTF-8 in any locale), */
    size_t chars; /* and so does this, the characters produced (UTF-8 lead bytes) */
    unsigned len;
    char buf[512 + 1];
};

void __divm_out_init_fd(struct __divm_out *o, int fd);
void __divm_out_init_stream(struct __divm_out *o, FILE *f);
void __divm_out_init_str(struct __divm_out *o, char *dst, size_t cap);
void __divm_out_put(struct __divm_out *o, const char *s, size_t n);
/* A conversion failed (EILSEQ): flush what came before it, then make
 * __divm_out_end return -1. */
void __divm_out_fail(struct __divm_out *o);
/* Flush; for strings also NUL-terminates. Returns the total or -1. */
int __divm_out_end(struct __divm_out *o);

/* ---- format.c ---- */

/* printf's engine. %m's text comes from `errtext` (strerror): strerror.c
 * formats with this engine, so the engine does not call it by name. */
int __divm_vformat(struct __divm_out *o, const char *fmt, va_list ap, char *(*errtext)(int));

/* ---- scan.c ---- */

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
 * names (scanf's conversions and both families' %n; format.c). */
void __divm_store_int(void *p, int len, unsigned long long v);

#endif
