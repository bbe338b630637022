/* obstack.c -- GNU obstacks. A chunk is one allocation from the
 * obstack's chunk function: its header (limit, previous chunk) then the
 * objects, each starting at a multiple of the alignment (16 unless
 * given) from the chunk's start; chunks are 4064 bytes unless given, and
 * a growing object that does not fit moves to a new chunk of at least
 * its size + an eighth + 100 bytes (the old chunk is freed if it held
 * only that object), as glibc sizes them. obstack_free frees every chunk
 * newer than the one holding the object, and with a null object all of
 * them; an object of no chunk of the obstack aborts. Whether a pointer is
 * in a chunk is decided on the addresses as integers (not by ordering
 * pointers into different objects, which divm refuses). A chunk
 * function that returns NULL calls obstack_alloc_failed_handler, which by
 * default prints "memory exhausted" and exits with obstack_exit_failure
 * (1). */
#include <obstack.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define DEFAULT_ALIGNMENT 16
#define DEFAULT_SIZE 4064

static void failed(void) {
    fputs("memory exhausted\n", stderr);
    exit(obstack_exit_failure);
}

void (*obstack_alloc_failed_handler)(void) = failed;
int obstack_exit_failure = EXIT_FAILURE;

/* The chunk functions, called with the types they were given as. */
static void *get(struct obstack *h, long size) {
    if (h->use_extra_arg)
        return ((void *(*)(void *, long))(void (*)(void))h->chunkfun)(h->extra_arg, size);
    return ((void *(*)(long))(void (*)(void))h->chunkfun)(size);
}

static void put(struct obstack *h, void *p) {
    if (h->use_extra_arg)
        ((void (*)(void *, void *))(void (*)(void))h->freefun)(h->extra_arg, p);
    else
        ((void (*)(void *))(void (*)(void))h->freefun)(p);
}

/* The first place in chunk c at or after p aligned for h. */
static char *aligned(const struct obstack *h, struct _obstack_chunk *c, char *p) {
    long off = p - (char *)c;
    return (char *)c + ((off + h->alignment_mask) & ~(long)h->alignment_mask);
}

static int begin(struct obstack *h, int size, int alignment) {
    if (alignment == 0)
        alignment = DEFAULT_ALIGNMENT;
    if (size == 0)
        size = DEFAULT_SIZE;
    h->chunk_size = size;
    h->alignment_mask = alignment - 1;
    struct _obstack_chunk *c = get(h, size);
    h->chunk = c;
    if (!c) {
        obstack_alloc_failed_handler();
        return 0;
    }
    h->next_free = h->object_base = aligned(h, c, c->contents);
    h->chunk_limit = c->limit = (char *)c + size;
    c->prev = NULL;
    h->maybe_empty_object = 0;
    h->alloc_failed = 0;
    return 1;
}

int _obstack_begin(struct obstack *h, int size, int alignment, void *(*chunkfun)(long), void (*freefun)(void *)) {
    h->chunkfun = (struct _obstack_chunk * (*)(void *, long))(void (*)(void))chunkfun;
    h->freefun = (void (*)(void *, struct _obstack_chunk *))(void (*)(void))freefun;
    h->use_extra_arg = 0;
    return begin(h, size, alignment);
}

int _obstack_begin_1(struct obstack *h, int size, int alignment, void *(*chunkfun)(void *, long), void (*freefun)(void *, void *),
                     void *arg) {
    h->chunkfun = (struct _obstack_chunk * (*)(void *, long))(void (*)(void))chunkfun;
    h->freefun = (void (*)(void *, struct _obstack_chunk *))(void (*)(void))freefun;
    h->extra_arg = arg;
    h->use_extra_arg = 1;
    return begin(h, size, alignment);
}

void _obstack_newchunk(struct obstack *h, int length) {
    struct _obstack_chunk *old = h->chunk;
    long obj_size = h->next_free - h->object_base;
    long new_size = obj_size + length + (obj_size >> 3) + h->alignment_mask + 100;
    if (new_size < h->chunk_size)
        new_size = h->chunk_size;
    struct _obstack_chunk *c = length >= 0 ? get(h, new_size) : NULL;
    if (!c) {
        obstack_alloc_failed_handler();
        return;
    }
    h->chunk = c;
    c->prev = old;
    h->chunk_limit = c->limit = (char *)c + new_size;
    char *object_base = aligned(h, c, c->contents);
    memcpy(object_base, h->object_base, (size_t)obj_size);
    /* The old chunk held only this object: it is not needed any more. */
    if (!h->maybe_empty_object && h->object_base == aligned(h, old, old->contents)) {
        c->prev = old->prev;
        put(h, old);
    }
    h->object_base = object_base;
    h->next_free = object_base + obj_size;
    h->maybe_empty_object = 0;
}

/* Whether obj is in chunk c (its end included: an empty object there). */
static int in_chunk(const struct _obstack_chunk *c, const void *obj) {
    uintptr_t o = (uintptr_t)obj;
    return o > (uintptr_t)c && o <= (uintptr_t)c->limit;
}

void obstack_free(struct obstack *h, void *obj) {
    struct _obstack_chunk *c = h->chunk;
    while (c && !in_chunk(c, obj)) {
        struct _obstack_chunk *prev = c->prev;
        put(h, c);
        c = prev;
        h->maybe_empty_object = 1;
    }
    if (c) {
        h->object_base = h->next_free = obj;
        h->chunk_limit = c->limit;
        h->chunk = c;
    } else if (obj) {
        abort(); /* not an object of this obstack */
    }
}

int _obstack_memory_used(struct obstack *h) {
    long n = 0;
    for (struct _obstack_chunk *c = h->chunk; c; c = c->prev)
        n += c->limit - (char *)c;
    return (int)n;
}

void *_obstack_finish(struct obstack *h) {
    void *value = h->object_base;
    if (h->next_free == value)
        h->maybe_empty_object = 1;
    h->next_free = aligned(h, h->chunk, h->next_free);
    if (h->next_free - (char *)h->chunk > h->chunk_limit - (char *)h->chunk)
        h->next_free = h->chunk_limit;
    h->object_base = h->next_free;
    return value;
}

int obstack_vprintf(struct obstack *restrict h, const char *restrict fmt, va_list ap) {
    va_list again;
    va_copy(again, ap);
    int n = vsnprintf(NULL, 0, fmt, again);
    va_end(again);
    if (n < 0)
        return n;
    obstack_make_room(h, (unsigned)n + 1);
    vsnprintf(h->next_free, (size_t)n + 1, fmt, ap);
    h->next_free += n; /* the object grows by the text, not its NUL */
    return n;
}

int obstack_printf(struct obstack *restrict h, const char *restrict fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int n = obstack_vprintf(h, fmt, ap);
    va_end(ap);
    return n;
}
