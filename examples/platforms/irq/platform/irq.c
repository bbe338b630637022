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

void divm_irq_disable(void) { irq_os()->enabled = 0; }

void divm_irq_enable(void) { irq_os()->enabled = 1; }
