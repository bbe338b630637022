/* no_scheduler.c -- a platform that forgets to set SCHEDULER. */
#include <hypercalls.h>

static void fault(int kind, void *frame, void *pc) {
    (void)kind, (void)frame, (void)pc;
    __vm_ctl_flag(0, _VM_CF_ERROR);
    __vm_ctl_set(_VM_CR_FRAME, 0);
}

static void interrupt(void) { __vm_ctl_set(_VM_CR_FRAME, 0); }

void __boot(const char *const *env) {
    (void)env;
    __vm_ctl_set(_VM_CR_FAULT_HANDLER, (uint64_t)(uintptr_t)&fault);
    __vm_ctl_set(_VM_CR_INTERRUPT_HANDLER, (uint64_t)(uintptr_t)&interrupt);
}
