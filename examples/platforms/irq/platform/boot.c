/* boot.c -- reset: the platform state, main's frame, the handlers. */
#include "os.h"

int main(void);

/* The bottom of main's stack: run main, then report its exit status. */
static void main_entry(void *unused) {
    (void)unused;
    char buf[12];
    int status = main();
    struct irq_os *os = irq_os();
    os->finished = 1;
    os->main_frame = NULL;
    __vm_trace(_VM_T_EXIT, __irq_utoa((unsigned)status & 0xff, buf));
    irq_suspend();
}

/* "divm.mode=check" -> 'c' (the first letter tells the modes apart). */
static int mode_of(const char *const *env) {
    static const char key[] = "divm.mode=";
    for (; env && *env; env++) {
        const char *e = *env;
        unsigned i = 0;
        while (key[i] && e[i] == key[i])
            i++;
        if (key[i] == 0)
            return e[i] == 'r' ? IRQ_MODE_RUN : e[i] == 's' ? IRQ_MODE_SMC : IRQ_MODE_CHECK;
    }
    return IRQ_MODE_CHECK;
}

void __boot(const char *const *env) {
    struct irq_os *os = __vm_obj_make(sizeof *os, _VM_OK_SYSTEM);
    os->mode = mode_of(env);
    os->enabled = 0; /* masked at reset */
    os->finished = 0;
    for (unsigned n = 0; n < DIVM_IRQ_LINES; n++) {
        os->line[n].isr = NULL;
        os->line[n].weight = DIVM_IRQ_WEIGHT;
    }
    os->main_frame = __vm_frame_make(main_entry, NULL, NULL);
    __vm_ctl_set(_VM_CR_STATE, (uint64_t)(uintptr_t)os);
    __vm_ctl_set(_VM_CR_SCHEDULER, (uint64_t)(uintptr_t)&__irq_schedule);
    __vm_ctl_set(_VM_CR_FAULT_HANDLER, (uint64_t)(uintptr_t)&__irq_fault);
    __vm_ctl_set(_VM_CR_INTERRUPT_HANDLER, (uint64_t)(uintptr_t)&__irq_interrupt);
}
