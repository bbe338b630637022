/* fault.c -- errors end the run: VM faults, failed assertions, abort. */
#include "os.h"

char *__irq_utoa(unsigned v, char *buf) {
    char tmp[12];
    unsigned i = 0, j = 0;
    do
        tmp[i++] = (char)('0' + v % 10);
    while (v /= 10);
    while (i)
        buf[j++] = tmp[--i];
    buf[j] = 0;
    return buf;
}

/* Mark the edge an error and stop: the scheduler cancels every later edge. */
static void stop(void) {
    __vm_ctl_flag(0, _VM_CF_ERROR);
    irq_os()->finished = 1;
    irq_suspend();
}

/* The VM has already attached the FAULT trace with the precise message. */
void __irq_fault(int kind, void *frame, void *pc) {
    (void)kind, (void)frame, (void)pc;
    stop();
}

static unsigned append(char *buf, unsigned len, unsigned cap, const char *s) {
    while (*s && len + 1 < cap)
        buf[len++] = *s++;
    buf[len] = 0;
    return len;
}

/* <assert.h> calls this; the report's location is the assert's line. */
void __assert_fail(const char *expr, const char *file, unsigned int line, const char *func) {
    char msg[256], num[12];
    unsigned n = append(msg, 0, sizeof msg, "assert: assertion failed: ");
    n = append(msg, n, sizeof msg, expr);
    n = append(msg, n, sizeof msg, " (");
    n = append(msg, n, sizeof msg, file);
    n = append(msg, n, sizeof msg, ":");
    n = append(msg, n, sizeof msg, __irq_utoa(line, num));
    n = append(msg, n, sizeof msg, ", ");
    n = append(msg, n, sizeof msg, func);
    append(msg, n, sizeof msg, ")");
    __vm_fault_at(NULL, msg);
    stop();
    __builtin_unreachable();
}

void abort(void) {
    __vm_fault_at(NULL, "assert: abort() called");
    stop();
    __builtin_unreachable();
}
