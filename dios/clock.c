/* clock.c -- who can still see the clock. Every reading of st->clock_ns
 * whose value can reach the program (or decide what it sees: an absolute
 * timer) goes through __dios_clock, and __dios_clock_may_be_read asks the
 * VM whether any code still to run may call it. */
#include "dios.h"

/* noinline: __vm_may_call finds the readings by their calls of it.
 * (alarm.c reads the clock directly only while an alarm is armed, which
 * keeps it observed.) */
__attribute__((noinline)) uint64_t __dios_clock(void) { return __dios_state()->clock_ns; }

/* Whether a thread's continuation, or a function called through a pointer
 * (a signal handler, a thread that starts later, an exit handler) or
 * installed as a VM handler, may still call __dios_clock. If not, and no
 * alarm or timer is armed (the sleep's own test), no future of the process
 * reads the clock: a sleep need not advance it, and a thread polling a
 * flag with usleep comes back to the state it left instead of a new one
 * each turn, losing no behaviour. */
int __dios_clock_may_be_read(void) {
    struct dios_state *st = __dios_state();
    if (__vm_may_call(NULL, "__dios_clock"))
        return 1;
    struct dios_thread *self = __dios_self();
    if (__vm_may_call((const void *)(uintptr_t)__vm_ctl_get(_VM_CR_FRAME), "__dios_clock"))
        return 1;
    for (unsigned i = 0; i < st->nlive; i++) {
        struct dios_thread *t = st->threads[i];
        if (t != self && t->frame && __vm_may_call(t->frame, "__dios_clock"))
            return 1;
    }
    return 0;
}
