/* buggy_sched.c -- a platform with a bug in its scheduler, which divm must
 * report at the line of the bug. By default it keeps a history of the last
 * steps in a 4-entry array and writes past its end on the fifth edge. With
 * -DBAD_CTL_SET it writes the read-only PC register on its third edge,
 * with -DBAD_CTL_GET it reads a register that does not exist, and with
 * -DBAD_FRAME it transfers control to its state object, which is no frame
 * (the VM's fast path for control-register calls leaves all three to the
 * general one). With -DLOOPING it never returns from its third call. */
#include <hypercalls.h>

int main(void);

struct os {
    void *main_frame;
    unsigned steps;
    unsigned history[4];
};

static struct os *os(void) { return (struct os *)(uintptr_t)__vm_ctl_get(_VM_CR_STATE); }

static void main_entry(void *unused) {
    (void)unused;
    main();
    __vm_trace(_VM_T_EXIT, "0");
    os()->main_frame = NULL;
    __vm_ctl_set(_VM_CR_FRAME, 0);
}

static void schedule(void) {
    struct os *s = os();
    if (!s->main_frame) {
        __vm_ctl_flag(0, _VM_CF_CANCEL);
        __vm_ctl_set(_VM_CR_FRAME, 0);
        return;
    }
#if defined(BAD_CTL_SET)
    if (++s->steps == 3)
        __vm_ctl_set(_VM_CR_PC, 0); /* BUG: a read-only register */
#elif defined(BAD_CTL_GET)
    if (++s->steps == 3)
        s->steps += (unsigned)__vm_ctl_get(_VM_CR_COUNT + 5); /* BUG: no such register */
#elif defined(LOOPING)
    if (++s->steps == 3)
        for (volatile unsigned i = 0;; i++) /* BUG: never ends */
            ;
#elif defined(BAD_FRAME)
    if (++s->steps == 3)
        __vm_ctl_set(_VM_CR_FRAME, (uint64_t)(uintptr_t)s); /* BUG: not a frame */
#else
    s->history[s->steps] = s->steps; /* BUG: no bound check */
    s->steps++;
#endif
    __vm_ctl_flag(_VM_CF_KERNEL, 0);
    __vm_ctl_set(_VM_CR_FRAME, (uint64_t)(uintptr_t)s->main_frame);
}

static void interrupt(void) {
    struct __vm_frame *me = (struct __vm_frame *)(uintptr_t)__vm_ctl_get(_VM_CR_FRAME);
    os()->main_frame = me->parent;
    __vm_ctl_set(_VM_CR_FRAME, 0);
}

static void fault(int kind, void *frame, void *pc) {
    (void)kind, (void)frame, (void)pc;
    __vm_ctl_flag(0, _VM_CF_ERROR);
    os()->main_frame = NULL;
    __vm_ctl_set(_VM_CR_FRAME, 0);
}

void __boot(const char *const *env) {
    (void)env;
    struct os *s = __vm_obj_make(sizeof *s, _VM_OK_SYSTEM);
    s->steps = 0;
    s->main_frame = __vm_frame_make(main_entry, NULL, NULL);
    __vm_ctl_set(_VM_CR_STATE, (uint64_t)(uintptr_t)s);
    __vm_ctl_set(_VM_CR_SCHEDULER, (uint64_t)(uintptr_t)&schedule);
    __vm_ctl_set(_VM_CR_FAULT_HANDLER, (uint64_t)(uintptr_t)&fault);
    __vm_ctl_set(_VM_CR_INTERRUPT_HANDLER, (uint64_t)(uintptr_t)&interrupt);
}
