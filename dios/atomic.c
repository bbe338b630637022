/* atomic.c -- the generic atomic calls clang emits for an atomic object
 * too large or oddly sized for an instruction (an _Atomic struct of 24
 * bytes): libatomic's __atomic_load, __atomic_store, __atomic_exchange and
 * __atomic_compare_exchange (and __atomic_is_lock_free, at the end). Each
 * is one visible action on the object, and the OS's own loads and stores
 * after it are no interrupt points, so the whole call is one atomic step,
 * as an atomic instruction is. The names are clang builtins, hence the asm
 * labels. */
#include "dios.h"
#include <stdbool.h>
#include <stddef.h>

void atomic_load_c(size_t n, const void *obj, void *ret, int order) __asm__("__atomic_load");
void atomic_load_c(size_t n, const void *obj, void *ret, int order) {
    (void)order;
    __dios_visible_entry(obj, n);
    __builtin_memcpy(ret, obj, n);
}

void atomic_store_c(size_t n, void *obj, const void *val, int order) __asm__("__atomic_store");
void atomic_store_c(size_t n, void *obj, const void *val, int order) {
    (void)order;
    __dios_visible_entry(obj, n);
    __builtin_memcpy(obj, val, n);
}

void atomic_exchange_c(size_t n, void *obj, const void *val, void *ret, int order) __asm__("__atomic_exchange");
void atomic_exchange_c(size_t n, void *obj, const void *val, void *ret, int order) {
    (void)order;
    __dios_visible_entry(obj, n);
    __builtin_memcpy(ret, obj, n);
    __builtin_memcpy(obj, val, n);
}

bool atomic_compare_exchange_c(size_t n, void *obj, void *expected, const void *desired, int success, int failure)
    __asm__("__atomic_compare_exchange");
bool atomic_compare_exchange_c(size_t n, void *obj, void *expected, const void *desired, int success, int failure) {
    (void)success, (void)failure;
    __dios_visible_entry(obj, n);
    const unsigned char *o = obj, *e = expected;
    for (size_t i = 0; i < n; i++)
        if (o[i] != e[i]) {
            __builtin_memcpy(expected, obj, n);
            return false;
        }
    __builtin_memcpy(obj, desired, n);
    return true;
}

/* Whether atomics of n bytes at p are lock-free (clang calls it when it
 * cannot answer itself: an object of unknown alignment): as x86-64's
 * libatomic answers without cmpxchg16b, yes when the object lies within
 * one aligned 8-byte word (p null: at the type's usual alignment). */
bool atomic_is_lock_free_c(size_t n, const void *p) __asm__("__atomic_is_lock_free");
bool atomic_is_lock_free_c(size_t n, const void *p) {
    return n <= 8 && ((size_t)p & 7) + n <= 8;
}
