/* sched.c -- every edge: maybe fire one IRQ, then continue main until its
 * next interrupt point. */
#include "os.h"

_Static_assert(DIVM_IRQ_LINES <= 10, "irq numbers are printed as one digit");

/* The ISR runs on top of main's interrupted frame, in kernel mode: nothing
 * can interrupt it, so ISRs do not nest and main waits. The edge ends with
 * the ISR, and main is still at the interrupted instruction: the next edge
 * may fire another IRQ there (a burst) or continue main. */
static void isr_entry(void *arg) {
    struct irq_os *os = irq_os();
    unsigned n = (unsigned)(uintptr_t)arg;
    int enabled = os->enabled;
    os->enabled = 0;
    os->line[n].isr();
    irq_os()->enabled = enabled;
    irq_suspend();
}

/* Which line fires now: -1 for none. `check` explores every alternative;
 * run and smc sample them by weight. */
static int pick_line(struct irq_os *os) {
    unsigned lines[DIVM_IRQ_LINES], w[DIVM_IRQ_LINES + 1], k = 0;
    if (!os->enabled)
        return -1;
    w[0] = DIVM_IRQ_QUIET_WEIGHT;
    for (unsigned n = 0; n < DIVM_IRQ_LINES; n++)
        if (os->line[n].isr) {
            lines[k] = n;
            w[++k] = os->line[n].weight;
        }
    if (k == 0)
        return -1;
    int c = os->mode == IRQ_MODE_CHECK ? __vm_choose((int)k + 1) : __vm_choose_weighted((int)k + 1, w);
    return c == 0 ? -1 : (int)lines[c - 1];
}

void __irq_schedule(void) {
    struct irq_os *os = irq_os();
    if (os->finished) {
        __vm_ctl_flag(0, _VM_CF_CANCEL);
        irq_suspend();
        return;
    }
    int n = pick_line(os);
    if (n >= 0) {
        char text[] = "irq ? fires";
        text[4] = (char)('0' + n); /* one digit: DIVM_IRQ_LINES <= 10 */
        __vm_trace(_VM_T_INFO, text);
        /* Stay in kernel mode while the ISR runs. */
        void *isr = __vm_frame_make(isr_entry, (void *)(uintptr_t)n, os->main_frame);
        __vm_ctl_set(_VM_CR_FRAME, (uint64_t)(uintptr_t)isr);
        return;
    }
    __vm_ctl_flag(_VM_CF_KERNEL, 0);
    __vm_ctl_set(_VM_CR_FRAME, (uint64_t)(uintptr_t)os->main_frame);
}

/* Main reached an interrupt point: it continues there in the next edge,
 * where an IRQ may fire first. When no IRQ can fire, nothing else can
 * happen here, so main just goes on in this edge (fewer states). */
void __irq_interrupt(void) {
    struct irq_os *os = irq_os();
    int armed = 0;
    for (unsigned n = 0; n < DIVM_IRQ_LINES; n++)
        armed |= os->line[n].isr != NULL;
    if (!os->enabled || !armed) {
        __vm_ctl_flag(_VM_CF_KERNEL, 0);
        return;
    }
    struct __vm_frame *me = (struct __vm_frame *)(uintptr_t)__vm_ctl_get(_VM_CR_FRAME);
    os->main_frame = me->parent;
    irq_suspend();
}
