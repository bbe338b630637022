/* stream.c -- the byte level of streams, which every other stdio file
 * builds on: making a stream, the checks before reading or writing, and
 * reading, writing, seeking and closing whatever backs it (a descriptor or
 * memory).
 *
 * Memory streams behave like glibc's. fmemopen streams read and write a
 * caller's buffer of fixed size: a write that extends the data adds a NUL
 * after it when there is room, a write at the end of a full buffer fails
 * (ENOSPC), and the last byte of a buffer filled by a non-append write
 * becomes NUL. open_memstream streams write into a growing malloc'd buffer,
 * always NUL-terminated, and publish it (*ptr, *sizeloc: the smaller of the
 * length and the position) after every write and seek; fclose ends the
 * string at *sizeloc. Opening them is memstream.c's job.
 *
 * Cookie streams (fopencookie) call the caller's functions: each read or
 * write of the stream is one call (there is no buffer to gather them),
 * a missing read or write function makes the call fail (the error
 * indicator set, as glibc's code does), a missing seek function makes
 * seeks fail (errno unchanged, as glibc), a missing close function is
 * a successful close. */
#include <errno.h>
#include <hypercalls.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "stdio_impl.h"

/* A SYSTEM object (never a leak, like glibc's FILEs, which stay reachable
 * from its list of open streams); fclose frees it. */
FILE *__divm_new_stream(int fd, int smode) {
    FILE *f = __vm_obj_make(sizeof(FILE), _VM_OK_SYSTEM);
    f->fd = fd;
    f->eof = 0;
    f->err = 0;
    f->ungot = EOF;
    f->nback = 0;
    f->closed = 0;
    f->mode = smode;
    f->owned = 1;
    f->mem = NULL;
    f->last = 0;
    f->bycaller = 0;
    f->orient = 0;
    return f;
}

/* Reading `f->closed` faults for a NULL stream or one that fclose freed. */
int __divm_can_write(FILE *f) {
    if (f->closed || !(f->mode & __DIVM_F_WRITE)) {
        errno = EBADF;
        f->err = 1;
        return 0;
    }
    return 1;
}

int __divm_can_read(FILE *f) {
    if (f->closed || !(f->mode & __DIVM_F_READ)) {
        errno = EBADF;
        f->err = 1;
        return 0;
    }
    return 1;
}

/* ---- dispatch --------------------------------------------------------------- */

static ssize_t mem_read(struct __divm_mem *m, void *buf, size_t n);
static ssize_t mem_write(struct __divm_mem *m, const void *buf, size_t n);
static off_t mem_seek(struct __divm_mem *m, off_t off, int whence);

static ssize_t cookie_read(struct __divm_mem *m, void *buf, size_t n) {
    if (!m->io.read)
        return -1;
    ssize_t r = m->io.read(m->arg, buf, n);
    return r > (ssize_t)n ? (ssize_t)n : r;
}

static ssize_t cookie_write(struct __divm_mem *m, const void *buf, size_t n) {
    if (!m->io.write)
        return 0;
    ssize_t r = m->io.write(m->arg, buf, n);
    return r > (ssize_t)n ? (ssize_t)n : r; /* a count past the request is taken as all of it */
}

static off_t cookie_seek(struct __divm_mem *m, off_t off, int whence) {
    if (!m->io.seek || m->io.seek(m->arg, &off, whence) == -1)
        return -1;
    return off;
}

ssize_t __divm_sread(FILE *f, void *buf, size_t n) {
    f->last = __DIVM_F_READ;
    if (f->mem && f->mem->cookie)
        return cookie_read(f->mem, buf, n);
    return f->mem ? mem_read(f->mem, buf, n) : read(f->fd, buf, n);
}

ssize_t __divm_swrite(FILE *f, const void *buf, size_t n) {
    f->last = __DIVM_F_WRITE;
    if (f->mem && f->mem->cookie)
        return cookie_write(f->mem, buf, n);
    return f->mem ? mem_write(f->mem, buf, n) : write(f->fd, buf, n);
}

off_t __divm_sseek(FILE *f, off_t off, int whence) {
    if (f->mem && f->mem->cookie)
        return cookie_seek(f->mem, off, whence);
    return f->mem ? mem_seek(f->mem, off, whence) : lseek(f->fd, off, whence);
}

int __divm_sclose(FILE *f) {
    struct __divm_mem *m = f->mem;
    if (!m)
        return close(f->fd);
    if (m->cookie) {
        int r = m->io.close ? m->io.close(m->arg) : 0;
        __vm_obj_free(m);
        return r;
    }
    if (m->ownbuf)
        free(m->buf);
    if (m->dynamic) {
        /* the published string ends at *sizeloc */
        __divm_mem_publish(m);
        if (m->wptr) {
            if (m->wbuf)
                m->wbuf[*m->sizeloc] = 0;
            free(m->buf); /* the caller has the wide copy */
        } else
            m->buf[*m->sizeloc] = 0;
    }
    __vm_obj_free(m);
    return 0;
}

/* ---- whole writes ----------------------------------------------------------- */

int __divm_write_fd(int fd, const char *s, size_t n) {
    while (n > 0) {
        ssize_t r = write(fd, s, n);
        if (r <= 0)
            return -1;
        s += r;
        n -= (size_t)r;
    }
    return 0;
}

int __divm_swrite_all(FILE *f, const void *p, size_t n) {
    const char *s = p;
    while (n > 0) {
        ssize_t r = __divm_swrite(f, s, n);
        if (r <= 0) {
            f->err = 1;
            return -1;
        }
        s += r;
        n -= (size_t)r;
    }
    return 0;
}

/* ---- memory ------------------------------------------------------------------- */

void __divm_mem_publish(struct __divm_mem *m) {
    if (!m->dynamic)
        return;
    *m->sizeloc = m->pos < m->end ? m->pos : m->end;
    if (!m->wptr) {
        *m->ptr = m->buf;
        return;
    }
    /* open_wmemstream: each byte is one wide character (wstdio.c writes
     * only ASCII); the copy is remade from buf, terminated */
    if (m->wcap < m->end + 1) {
        size_t cap = m->wcap ? m->wcap : 16;
        while (cap < m->end + 1)
            cap *= 2;
        wchar_t *w = realloc(m->wbuf, cap * sizeof *w);
        if (!w)
            return; /* the last copy stays published */
        m->wbuf = w;
        m->wcap = cap;
    }
    for (size_t i = 0; i < m->end; i++)
        m->wbuf[i] = (unsigned char)m->buf[i];
    m->wbuf[m->end] = 0;
    *m->wptr = m->wbuf;
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
        __divm_mem_publish(m);
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
    __divm_mem_publish(m);
    return (off_t)m->pos;
}
