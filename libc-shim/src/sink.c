/* sink.c -- where formatted output goes (struct __divm_out): a descriptor,
 * a stream or a string. Text is staged and handed on in chunks, so that a
 * write to user memory is one memcpy action. */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include "stdio_impl.h"

static void flush(struct __divm_out *o) {
    if (o->len == 0)
        return;
    if (o->kind == OUT_FD) {
        if (!o->failed && __divm_write_fd(o->fd, o->buf, o->len) < 0)
            o->failed = 1;
    } else if (o->kind == OUT_STREAM) {
        if (!o->failed && __divm_swrite_all(o->stream, o->buf, o->len) < 0)
            o->failed = 1;
    } else if (o->kind == OUT_STRING && o->cap > 0) {
        size_t room = o->cap - 1 - o->placed;
        size_t k = o->len < room ? o->len : room;
        __builtin_memcpy(o->dst + o->placed, o->buf, k);
        o->placed += k;
    }
    o->len = 0;
}

void __divm_out_init_stream(struct __divm_out *o, FILE *f) {
    __divm_out_init_fd(o, -1);
    o->kind = OUT_STREAM;
    o->stream = f;
}

void __divm_out_init_fd(struct __divm_out *o, int fd) {
    o->kind = OUT_FD;
    o->fd = fd;
    o->stream = NULL;
    o->dst = NULL;
    o->cap = 0;
    o->placed = 0;
    o->total = 0;
    o->failed = 0;
    o->wide = 0;
    o->chars = 0;
    o->len = 0;
}

void __divm_out_init_str(struct __divm_out *o, char *dst, size_t cap) {
    o->kind = OUT_STRING;
    o->fd = -1;
    o->stream = NULL;
    o->dst = dst;
    o->cap = cap;
    o->placed = 0;
    o->total = 0;
    o->failed = 0;
    o->wide = 0;
    o->chars = 0;
    o->len = 0;
}

void __divm_out_put(struct __divm_out *o, const char *s, size_t n) {
    o->total += n;
    if (o->wide)
        for (size_t i = 0; i < n; i++)
            o->chars += ((unsigned char)s[i] & 0xc0) != 0x80;
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

void __divm_out_fail(struct __divm_out *o) {
    /* The text before the failing conversion is still output (glibc's
     * printf has written it to the stream when it meets the error). */
    flush(o);
    o->failed = 1;
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
