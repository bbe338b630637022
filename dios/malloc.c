/* malloc.c -- the heap: every allocation is its own VM object, so bounds,
 * use after free, double and invalid frees are checked by the VM. */
#include "dios.h"
#include <errno.h>
#include <malloc.h>
#include <stdlib.h>

#define OFFSET_BITS 0xffffffffull

/* --malloc-may-fail: any allocation may return NULL. */
static int fails(void) {
    if (__dios_state()->malloc_may_fail && __vm_choose(2) == 1) {
        errno = ENOMEM;
        return 1;
    }
    return 0;
}

static void *alloc(size_t size) {
    if (size > 0x7fffffffu) { /* object offsets are 32 bits */
        errno = ENOMEM;
        return NULL;
    }
    if (fails())
        return NULL;
    return __vm_obj_make(size, _VM_OK_HEAP);
}

void *malloc(size_t size) { return alloc(size); }

void free(void *p) {
    if (p)
        __vm_obj_free(p);
}

void *calloc(size_t n, size_t size) {
    if (size && n > (size_t)-1 / size) {
        errno = ENOMEM;
        return NULL;
    }
    void *p = alloc(n * size);
    if (p)
        __builtin_memset(p, 0, n * size);
    return p;
}

/* A new object: the old pointer becomes stale and the grown tail stays
 * undefined, so misuse of either is caught. */
void *realloc(void *p, size_t size) {
    if (!p)
        return alloc(size);
    uintptr_t v = (uintptr_t)p;
    if ((v & OFFSET_BITS) != 0 || (v >> 62) != _VM_PK_HEAP)
        __vm_obj_free(p); /* faults: not the start of a heap object */
    if (size == 0) {
        __vm_obj_free(p);
        return NULL;
    }
    size_t old = __vm_obj_size(p);
    void *q = alloc(size);
    if (!q)
        return NULL;
    __builtin_memcpy(q, p, old < size ? old : size);
    __vm_obj_free(p);
    return q;
}

void *reallocarray(void *p, size_t n, size_t size) {
    if (size && n > (size_t)-1 / size) {
        errno = ENOMEM;
        return NULL;
    }
    return realloc(p, n * size);
}

static int bad_align(size_t align) { return align == 0 || (align & (align - 1)) != 0; }

/* Objects start at offset 0, so every alignment is satisfied. */
void *aligned_alloc(size_t align, size_t size) {
    if (bad_align(align)) {
        errno = EINVAL;
        return NULL;
    }
    return alloc(size);
}

int posix_memalign(void **out, size_t align, size_t size) {
    if (bad_align(align) || align % sizeof(void *) != 0)
        return EINVAL;
    int saved = errno;
    void *p = alloc(size);
    if (!p) {
        errno = saved;
        return ENOMEM;
    }
    *out = p;
    return 0;
}

void *memalign(size_t align, size_t size) { return aligned_alloc(align, size); }
void *valloc(size_t size) { return alloc(size); }
void *pvalloc(size_t size) { return alloc((size + 4095) & ~(size_t)4095); }
size_t malloc_usable_size(void *p) { return p ? __vm_obj_size(p) : 0; }
