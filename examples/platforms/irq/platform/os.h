/* os.h -- the irq platform's internal state, shared by its files. */
#ifndef IRQ_OS_H
#define IRQ_OS_H

#include <hypercalls.h>
#include "irq.h"

enum irq_mode { IRQ_MODE_RUN, IRQ_MODE_CHECK, IRQ_MODE_SMC };

struct irq_line {
    void (*isr)(void); /* NULL: nothing registered */
    unsigned weight;
};

/* One OS-private object held by the STATE register. (Not a global: the
 * globals object is shared with the firmware, and a frame pointer stored
 * in it would make main's stack shared too, adding interrupt points.) */
struct irq_os {
    int mode;                      /* enum irq_mode */
    int enabled;                   /* lines unmasked */
    int finished;                  /* main returned, or an error ended the run */
    struct __vm_frame *main_frame; /* where main continues */
    struct irq_line line[DIVM_IRQ_LINES];
};

static inline struct irq_os *irq_os(void) {
    return (struct irq_os *)(uintptr_t)__vm_ctl_get(_VM_CR_STATE);
}

/* End the edge; the caller's frame is not resumed. */
static inline void irq_suspend(void) { __vm_ctl_set(_VM_CR_FRAME, 0); }

/* Decimal text of v into buf (at least 12 bytes); returns buf. */
char *__irq_utoa(unsigned v, char *buf);

void __irq_schedule(void);
void __irq_interrupt(void);
void __irq_fault(int kind, void *frame, void *pc);

#endif
