/* memstream.c -- opening memory streams: fmemopen over a caller's buffer
 * ("w" starts with no data, "a" starts at the first NUL), open_memstream
 * into a growing buffer that the caller frees after fclose, and
 * open_wmemstream, the same with wide characters (a byte buffer underneath,
 * published as a wide copy), and GNU's fopencookie, whose bytes go
 * through the caller's functions.
 * How they read and write is in stream.c. */
#include <errno.h>
#include <hypercalls.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "stdio_impl.h"

static struct __divm_mem *new_mem(void) {
    struct __divm_mem *m = __vm_obj_make(sizeof *m, _VM_OK_SYSTEM);
    memset(m, 0, sizeof *m);
    return m;
}

/* The stream bits of an fopen-style mode ("r", "w", "a", with "+"); -1
 * and EINVAL for another. */
static int mode_bits(const char *mode) {
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
        return -1;
    }
    return strchr(mode, '+') ? __DIVM_F_READ | __DIVM_F_WRITE : sm;
}

FILE *fmemopen(void *restrict buf, size_t size, const char *restrict mode) {
    int sm = mode_bits(mode);
    if (sm < 0)
        return NULL;
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

/* The growing buffer of open_memstream (ptr) or open_wmemstream (wptr),
 * published; NULL (errno set) on bad arguments or no memory. */
static struct __divm_mem *dynamic_mem(char **ptr, wchar_t **wptr, size_t *sizeloc) {
    if ((!ptr && !wptr) || !sizeloc) {
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
    m->wptr = wptr;
    m->sizeloc = sizeloc;
    __divm_mem_publish(m);
    return m;
}

FILE *open_memstream(char **ptr, size_t *sizeloc) {
    struct __divm_mem *m = dynamic_mem(ptr, NULL, sizeloc);
    if (!m)
        return NULL;
    FILE *f = __divm_new_stream(-1, __DIVM_F_WRITE);
    f->mem = m;
    return f;
}

FILE *open_wmemstream(wchar_t **ptr, size_t *sizeloc) {
    struct __divm_mem *m = dynamic_mem(NULL, ptr, sizeloc);
    if (!m)
        return NULL;
    if (!m->wbuf) {
        free(m->buf);
        __vm_obj_free(m);
        return NULL;
    }
    FILE *f = __divm_new_stream(-1, __DIVM_F_WRITE);
    f->mem = m;
    f->orient = 1;
    return f;
}

/* The mode as fopen's ("r", "w", "a", with "+"; 'a' only writes: the
 * functions see where). */
FILE *fopencookie(void *restrict cookie, const char *restrict mode, cookie_io_functions_t io) {
    int sm = mode_bits(mode);
    if (sm < 0)
        return NULL;
    struct __divm_mem *m = new_mem();
    m->cookie = 1;
    m->arg = cookie;
    m->io = io;
    FILE *f = __divm_new_stream(-1, sm);
    f->mem = m;
    return f;
}
