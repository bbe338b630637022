/* brk.c -- brk and sbrk (legacy): the program break is the end of one
 * growable heap object, made at the first call, whose size is the break's
 * distance from its start. Growing zero-fills the new bytes (Linux gives
 * fresh pages); shrinking cuts the object, so an access at or beyond the
 * break is out of bounds. Pointers into it stay valid while it grows (the
 * VM keeps an object's identity and contents when resizing). It holds at
 * most DIOS_BRK_MAX bytes: a break beyond that, or below the start, is
 * ENOMEM. The region is reachable from the OS state, so it is never a
 * leak, and it is shared (threads may use it). malloc does not use it. */
#include "dios.h"
#include <errno.h>
#include <unistd.h>

#define DIOS_BRK_MAX (16ull << 20)

static char *region(void) {
    struct dios_state *st = __dios_state();
    if (!st->brk_base) {
        st->brk_base = __vm_obj_make(0, _VM_OK_HEAP);
        __vm_obj_shared(st->brk_base);
    }
    return st->brk_base;
}

/* Moves the break to `size` bytes past the start: 0, or -1 with ENOMEM. */
static int set_break(uint64_t size) {
    struct dios_state *st = __dios_state();
    if (size > DIOS_BRK_MAX)
        return errno = ENOMEM, -1;
    char *base = region();
    size_t old = st->brk_size;
    __vm_obj_resize(base, (size_t)size);
    if (size > old)
        __builtin_memset(base + old, 0, (size_t)(size - old));
    st->brk_size = (size_t)size;
    return 0;
}

int brk(void *addr) {
    char *base = region();
    /* (as integers: addr may point into another object, or nowhere) */
    uint64_t off = (uint64_t)(uintptr_t)addr - (uint64_t)(uintptr_t)base;
    return set_break(off);
}

void *sbrk(intptr_t increment) {
    char *base = region();
    size_t size = __dios_state()->brk_size;
    if (increment < 0 && (uint64_t)-increment > size)
        return errno = ENOMEM, (void *)-1;
    if (increment && set_break(size + (uint64_t)increment) < 0)
        return (void *)-1;
    return base + size;
}
