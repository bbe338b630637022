/* memstream.c -- the byte level of streams: a descriptor, or memory.
 *
 * fmemopen streams read and write a caller's buffer of fixed size, like
 * glibc: "w" starts with no data, "a" starts at the first NUL,
 * a write that extends the data adds a NUL after it when there is room, a
 * write at the end of a full buffer fails (ENOSPC), and the last byte of a
 * buffer filled by a non-append write becomes NUL. open_memstream streams
 * write into a growing malloc'd buffer, always NUL-terminated, and publish
 * it (*ptr, *sizeloc: the smaller of the length and the position) after
 * every write and seek; fclose ends the string at *sizeloc; the caller frees
 * it after fclose. */
#include <errno.h>
#include <hypercalls.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "stdio_impl.h"

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
};

FILE *__divm_new_stream(int fd, int smode);

/* ---- dispatch --------------------------------------------------------------- */

static ssize_t mem_read(struct __divm_mem *m, void *buf, size_t n);
static void publish(struct __divm_mem *m);
static ssize_t mem_write(struct __divm_mem *m, const void *buf, size_t n);
static off_t mem_seek(struct __divm_mem *m, off_t off, int whence);

ssize_t __divm_sread(FILE *f, void *buf, size_t n) { return f->mem ? mem_read(f->mem, buf, n) : read(f->fd, buf, n); }

ssize_t __divm_swrite(FILE *f, const void *buf, size_t n) {
    return f->mem ? mem_write(f->mem, buf, n) : write(f->fd, buf, n);
}

off_t __divm_sseek(FILE *f, off_t off, int whence) {
    return f->mem ? mem_seek(f->mem, off, whence) : lseek(f->fd, off, whence);
}

int __divm_sclose(FILE *f) {
    struct __divm_mem *m = f->mem;
    if (!m)
        return close(f->fd);
    if (m->ownbuf)
        free(m->buf);
    if (m->dynamic) {
        /* the published string ends at *sizeloc */
        publish(m);
        m->buf[*m->sizeloc] = 0;
    }
    __vm_obj_free(m);
    return 0;
}

/* ---- memory ------------------------------------------------------------------- */

static void publish(struct __divm_mem *m) {
    if (!m->dynamic)
        return;
    *m->ptr = m->buf;
    *m->sizeloc = m->pos < m->end ? m->pos : m->end;
}

static ssize_t mem_read(struct __divm_mem *m, void *buf, size_t n) {
    if (m->pos >= m->end)
        return 0;
    size_t k = m->end - m->pos;
    if (k > n)
        k = n;
    memcpy(buf, m->buf + m->pos, k);
    m->pos += k;
    return (ssize_t)k;
}

/* open_memstream: room for `need` bytes plus the terminator. */
static int reserve(struct __divm_mem *m, size_t need) {
    if (need + 1 <= m->size)
        return 0;
    size_t cap = m->size * 2;
    while (cap < need + 1)
        cap *= 2;
    char *nb = realloc(m->buf, cap);
    if (!nb) {
        errno = ENOMEM;
        return -1;
    }
    memset(nb + m->size, 0, cap - m->size);
    m->buf = nb;
    m->size = cap;
    return 0;
}

static ssize_t mem_write(struct __divm_mem *m, const void *src, size_t n) {
    size_t pos = m->append ? m->end : m->pos;
    if (m->dynamic) {
        if (reserve(m, pos + n) < 0)
            return -1;
        memcpy(m->buf + pos, src, n);
        m->pos = pos + n;
        if (m->pos > m->end)
            m->end = m->pos;
        m->buf[m->end] = 0;
        publish(m);
        return (ssize_t)n;
    }
    int nul = n == 0 || ((const char *)src)[n - 1] != 0;
    if (pos + n > m->size) {
        if (m->pos + (size_t)nul >= m->size) {
            errno = ENOSPC;
            return -1;
        }
        n = m->size - pos;
    }
    memcpy(m->buf + pos, src, n);
    m->pos = pos + n;
    if (m->pos > m->end) {
        m->end = m->pos;
        if (m->end < m->size && nul)
            m->buf[m->end] = 0;
        else if (!m->append && nul)
            m->buf[m->size - 1] = 0;
    }
    return (ssize_t)n;
}

static off_t mem_seek(struct __divm_mem *m, off_t off, int whence) {
    long base = whence == SEEK_SET ? 0 : whence == SEEK_CUR ? (long)m->pos : whence == SEEK_END ? (long)m->end : -1;
    if (base < 0 || (off < 0 && -off > base) || (!m->dynamic && base + off > (long)m->size)) {
        errno = EINVAL;
        return -1;
    }
    m->pos = (size_t)(base + off);
    publish(m);
    return (off_t)m->pos;
}

/* ---- opening ------------------------------------------------------------------ */

static struct __divm_mem *new_mem(void) {
    struct __divm_mem *m = __vm_obj_make(sizeof *m, _VM_OK_SYSTEM);
    memset(m, 0, sizeof *m);
    return m;
}

FILE *fmemopen(void *restrict buf, size_t size, const char *restrict mode) {
    int sm;
    switch (mode[0]) {
    case 'r':
        sm = __DIVM_F_READ;
        break;
    case 'w':
    case 'a':
        sm = __DIVM_F_WRITE;
        break;
    default:
        errno = EINVAL;
        return NULL;
    }
    if (strchr(mode, '+'))
        sm = __DIVM_F_READ | __DIVM_F_WRITE;
    struct __divm_mem *m = new_mem();
    if (!buf) {
        buf = calloc(1, size ? size : 1);
        if (!buf) {
            __vm_obj_free(m);
            return NULL;
        }
        m->ownbuf = 1;
    }
    m->buf = buf;
    m->size = size;
    if (mode[0] == 'w') {
        m->end = 0; /* the buffer is not touched until written */
    } else if (mode[0] == 'a') {
        m->end = strnlen(m->buf, size);
        m->pos = m->end;
        m->append = 1;
    } else {
        m->end = size;
    }
    FILE *f = __divm_new_stream(-1, sm);
    f->mem = m;
    return f;
}

FILE *open_memstream(char **ptr, size_t *sizeloc) {
    if (!ptr || !sizeloc) {
        errno = EINVAL;
        return NULL;
    }
    struct __divm_mem *m = new_mem();
    m->buf = calloc(1, 64);
    if (!m->buf) {
        __vm_obj_free(m);
        return NULL;
    }
    m->size = 64;
    m->dynamic = 1;
    m->ptr = ptr;
    m->sizeloc = sizeloc;
    publish(m);
    FILE *f = __divm_new_stream(-1, __DIVM_F_WRITE);
    f->mem = m;
    return f;
}
