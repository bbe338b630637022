/* fenv.c -- the rounding mode (C17 7.6.3), per thread as each thread has
 * its own FPU control word. The VM reads the running thread's mode from
 * FLAGS (_VM_CF_ROUND); the thread keeps it while others run. A thread
 * that leaves round-to-nearest sends the scheduler off its common path
 * for good (st->special), and that path sets FLAGS' mode on every switch:
 * programs that never change the mode pay nothing. */
#include "dios.h"
#include <fenv.h>

int fegetround(void) {
    return (int)((__vm_ctl_get(_VM_CR_FLAGS) & _VM_CF_ROUND) >> _VM_CF_ROUND_SHIFT) << 10;
}

int fesetround(int r) {
    if (r & ~FE_TOWARDZERO)
        return -1;
    uint64_t bits = (uint64_t)(r >> 10) << _VM_CF_ROUND_SHIFT;
    struct dios_state *st = __dios_state();
    if (bits && !st->fpround_used) {
        st->fpround_used = 1;
        st->special++;
    }
    struct dios_thread *t = __dios_self();
    if (t && t->fpround != bits)
        t->fpround = bits;
    __vm_ctl_flag(_VM_CF_ROUND, bits);
    return 0;
}
