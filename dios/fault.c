/* fault.c -- the fault handler and errors found by the OS itself
 * (assertions, pthread misuse; abort() is in signal.c). An error ends the
 * execution path. */
#include "dios.h"
#include <assert.h>

DIOS_NORETURN void __dios_error(const void *frame, const char *msg) {
    __vm_fault_at(frame, msg);
    __vm_ctl_flag(0, _VM_CF_ERROR);
    __dios_set_terminated(__dios_state());
    __vm_ctl_set(_VM_CR_FRAME, 0);
    __builtin_unreachable();
}

/* The VM has already attached the FAULT trace with the precise message. */
void __dios_fault(int kind, void *frame, void *pc) {
    (void)kind, (void)frame, (void)pc;
    __vm_ctl_flag(0, _VM_CF_ERROR);
    __dios_set_terminated(__dios_state());
    __vm_ctl_set(_VM_CR_FRAME, 0);
}

DIOS_NORETURN void __dios_misuse(const char *fn, const char *what, const void *obj) {
    struct dios_msg m = {{0}, 0};
    __dios_msg_str(&m, "pthread: ");
    __dios_msg_str(&m, fn);
    __dios_msg_str(&m, ": ");
    __dios_msg_str(&m, what);
    if (obj) {
        __dios_msg_str(&m, " (");
        __dios_msg_place(&m, obj);
        __dios_msg_str(&m, ")");
    }
    __dios_error(NULL, m.buf);
}

void __assert_fail(const char *expr, const char *file, unsigned int line, const char *func) {
    struct dios_msg m = {{0}, 0};
    __dios_msg_str(&m, "assert: assertion failed: ");
    __dios_msg_str(&m, expr);
    __dios_msg_str(&m, " (");
    __dios_msg_str(&m, file);
    __dios_msg_str(&m, ":");
    __dios_msg_udec(&m, line);
    __dios_msg_str(&m, ", ");
    __dios_msg_str(&m, func);
    __dios_msg_str(&m, ")");
    __dios_error(NULL, m.buf);
}

__attribute__((weak)) void reach_error(void) { __dios_error(NULL, "assert: reach_error() called"); }

/* SV-COMP's assertion: a failure is a call of reach_error. */
__attribute__((weak)) void __VERIFIER_assert(int cond) {
    if (!cond)
        reach_error();
}

__attribute__((weak)) void __VERIFIER_error(void) { __dios_error(NULL, "assert: __VERIFIER_error() called"); }
