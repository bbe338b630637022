/* irq.c -- the firmware's interface (irq.h). */
#include "os.h"

void divm_irq_register(unsigned n, void (*isr)(void)) {
    if (n >= DIVM_IRQ_LINES) {
        __vm_fault_at(NULL, "other: divm_irq_register: no such IRQ line");
        __vm_ctl_flag(0, _VM_CF_ERROR);
        irq_os()->finished = 1;
        irq_suspend();
        return;
    }
    irq_os()->line[n].isr = isr;
}

void divm_irq_weight(unsigned n, unsigned weight) {
    if (n < DIVM_IRQ_LINES)
        irq_os()->line[n].weight = weight;
}

/* Masking and unmasking are visible actions of main, like accesses to
 * shared memory: an IRQ may fire right before either. (Without this, an
 * IRQ could never fire between an access and a following disable, or in a
 * window between enable and disable that has no access.) Any global will
 * do as the address: the globals object is shared. */
static char mask_register;

static void mask_point(void) { __vm_interrupt_mem(&mask_register, 1, _VM_MA_STORE); }

void divm_irq_disable(void) {
    mask_point();
    irq_os()->enabled = 0;
}

void divm_irq_enable(void) {
    mask_point();
    irq_os()->enabled = 1;
}
