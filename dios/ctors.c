/* ctors.c -- the program's constructors and destructors
 * (__attribute__((constructor)) and ((destructor)), C's forms of
 * .init_array and .fini_array).
 *
 * Clang lists them in each module's llvm.global_ctors / llvm.global_dtors;
 * the driver (tools/src/ctors.rs) lists those arrays, with their lengths,
 * in __divm_ctors / __divm_dtors, which end with an empty list. The weak
 * definitions here stand for a program that has none. */
#include "dios.h"

/* An entry of llvm.global_ctors: { i32, ptr, ptr }. */
struct dios_ctor {
    int prio;
    void (*fn)(void);
    void *data;
};

/* An entry of __divm_ctors: { i64, ptr }, one module's array. */
struct dios_ctor_list {
    unsigned long n;
    struct dios_ctor *a;
};

__attribute__((weak)) const struct dios_ctor_list __divm_ctors[1] = {{0, 0}};
__attribute__((weak)) const struct dios_ctor_list __divm_dtors[1] = {{0, 0}};

/* The entries in the order they run: priority ascending, then module and
 * array order, as the native link orders .init_array. Destructors run in
 * the reverse of that same order (priority descending, last first), as
 * glibc runs .fini_array. */
static void run(const struct dios_ctor_list *l, int reverse) {
    unsigned n = 0;
    for (const struct dios_ctor_list *m = l; m->a; m++)
        n += (unsigned)m->n;
    if (!n)
        return;
    /* (the functions are copied out first: a constructor may change the
     * arrays, which are the program's data) */
    struct dios_ctor *order = __dios_alloc(n * sizeof *order);
    unsigned used = 0;
    for (const struct dios_ctor_list *m = l; m->a; m++) {
        for (unsigned long i = 0; i < m->n; i++) {
            /* insertion sort, stable: after every entry of equal priority */
            unsigned j = used++;
            for (; j > 0 && order[j - 1].prio > m->a[i].prio; j--)
                order[j] = order[j - 1];
            order[j] = m->a[i];
        }
    }
    for (unsigned i = 0; i < n; i++) {
        void (*fn)(void) = order[reverse ? n - 1 - i : i].fn;
        if (fn)
            fn();
    }
    __vm_obj_free(order);
}

void __dios_run_ctors(void) { run(__divm_ctors, 0); }

void __dios_run_dtors(void) { run(__divm_dtors, 1); }
