/* exit.c -- process termination (docs/runtime-abi.md, "Process exit"). */
#include "dios.h"
#include <errno.h>
#include <stdlib.h>

/* End the process: report the status, free every thread stack (so that
 * memory reachable only from stacks shows up as leaked) and stop. */
DIOS_NOINLINE DIOS_NORETURN void __dios_terminate(int status) {
    /* Ending the process is a visible action: it ends every other thread,
     * so they may run between the caller's last visible action and here
     * (an error another thread reaches after main's last store but before
     * main returns is otherwise lost). Restarting the call redoes nothing. */
    __dios_visible_entry(__dios_state()->thread_table_token, 1);
    struct dios_state *st = __dios_state();
    status &= 0xff;
    struct dios_msg m = {{0}, 0};
    __dios_msg_udec(&m, (unsigned)status);
    __vm_trace(_VM_T_EXIT, m.buf);
    if (status != 0 && st->mode == DIOS_MODE_CHECK && !st->ignore_exit) {
        struct dios_msg e = {{0}, 0};
        __dios_msg_str(&e, "exit: program exited with status ");
        __dios_msg_udec(&e, (unsigned)status);
        __vm_fault_at(NULL, e.buf);
        __vm_ctl_flag(0, _VM_CF_ERROR);
    }
    struct dios_thread *self = __dios_self();
    for (unsigned i = 0; i < st->nthreads; i++) {
        struct dios_thread *t = st->threads[i];
        if (t != self && t->frame) {
            __vm_frame_unwind(t->frame, NULL);
            t->frame = NULL;
        }
    }
    struct __vm_frame *me = __dios_frame();
    if (me->parent)
        __vm_frame_unwind(me->parent, NULL);
    if (self)
        self->frame = NULL;
    __dios_set_terminated(st);
    __vm_ctl_set(_VM_CR_FRAME, 0);
    __builtin_unreachable();
}

static int push(void (***arr)(void), unsigned *n, unsigned *cap, void (*fn)(void)) {
    if (*n >= 1024)
        return -1;
    *arr = __dios_grow(*arr, cap, *n + 1, sizeof(void (*)(void)));
    (*arr)[(*n)++] = fn;
    return 0;
}

static int push_exit(struct dios_exit_fn e) {
    struct dios_state *st = __dios_state();
    if (st->natexit >= 1024)
        return -1;
    st->atexit_fns = __dios_grow(st->atexit_fns, &st->atexit_cap, st->natexit + 1, sizeof e);
    st->atexit_fns[st->natexit++] = e;
    return 0;
}

int atexit(void (*fn)(void)) { return push_exit((struct dios_exit_fn){fn, NULL, NULL}); }

/* glibc's: runs among the atexit handlers in the same reverse order. */
int on_exit(void (*fn)(int, void *), void *arg) { return push_exit((struct dios_exit_fn){NULL, fn, arg}); }

int at_quick_exit(void (*fn)(void)) {
    struct dios_state *st = __dios_state();
    return push(&st->quick_fns, &st->nquick, &st->quick_cap, fn);
}

/* Handlers run last-registered first; one registered by a handler runs too.
 * Then the destructors, once (glibc's _dl_fini, registered before main,
 * runs after every handler the program registered). */
void exit(int status) {
    struct dios_state *st = __dios_state();
    while (st->natexit) {
        struct dios_exit_fn e = st->atexit_fns[--st->natexit];
        if (e.plain)
            e.plain();
        else
            e.with_status(status, e.arg);
        st = __dios_state();
    }
    if (!st->fini) {
        st->fini = 1;
        __dios_run_dtors();
    }
    __dios_terminate(status);
}

void quick_exit(int status) {
    struct dios_state *st = __dios_state();
    while (st->nquick) {
        void (*fn)(void) = st->quick_fns[--st->nquick];
        fn();
        st = __dios_state();
    }
    __dios_terminate(status);
}

void _Exit(int status) { __dios_terminate(status); }
void _exit(int status) { __dios_terminate(status); }
