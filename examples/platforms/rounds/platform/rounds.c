/* rounds.c -- the rounds platform: boot, scheduler and handlers.
 *
 * Every process step runs in kernel mode, called directly from the
 * scheduler: a step is atomic, so the only non-determinism is the order of
 * the steps within a round (one __vm_choose per step). One edge is one
 * step. */
#include <hypercalls.h>
#include <unistd.h>
#include "rounds.h"

int main(void);

struct mailbox {
    int full;
    int msg;
};

struct rounds_os {
    unsigned nprocs, round, limit, ran; /* ran: bit i = process i stepped this round */
    int started, finished;
    void (*step[ROUNDS_MAX_PROCS])(unsigned);
    void (*at_end)(void);
    struct mailbox now[ROUNDS_MAX_PROCS];  /* readable in this round */
    struct mailbox next[ROUNDS_MAX_PROCS]; /* sent in this round */
};

static struct rounds_os *os(void) { return (struct rounds_os *)(uintptr_t)__vm_ctl_get(_VM_CR_STATE); }

/* Report an error of the platform's API at the caller and stop. */
static void fail(const char *msg) {
    __vm_fault_at(NULL, msg);
    __vm_ctl_flag(0, _VM_CF_ERROR);
    os()->finished = 1;
    __vm_ctl_set(_VM_CR_FRAME, 0);
}

unsigned rounds_spawn(void (*step)(unsigned self)) {
    struct rounds_os *s = os();
    if (s->started || s->nprocs == ROUNDS_MAX_PROCS) {
        fail("other: rounds_spawn: only from main, and at most ROUNDS_MAX_PROCS processes");
        return 0;
    }
    s->step[s->nprocs] = step;
    return s->nprocs++;
}

void rounds_limit(unsigned rounds) { os()->limit = rounds; }
void rounds_at_end(void (*fn)(void)) { os()->at_end = fn; }
unsigned rounds_now(void) { return os()->round; }

void rounds_send(unsigned to, int msg) {
    struct rounds_os *s = os();
    if (to >= s->nprocs || s->next[to].full) {
        fail("other: rounds_send: no such process, or it already has a message for the next round");
        return;
    }
    s->next[to].full = 1;
    s->next[to].msg = msg;
}

int rounds_recv(unsigned self, int *msg) {
    struct rounds_os *s = os();
    if (self >= s->nprocs || !s->now[self].full)
        return 0;
    *msg = s->now[self].msg;
    return 1;
}

/* libc-shim's printf ends in write(): program output. */
ssize_t write(int fd, const void *buf, size_t n) {
    if (fd != 1 && fd != 2)
        return -1;
    __vm_trace_bytes(fd == 1 ? _VM_T_OUTPUT : _VM_T_ERROUT, buf, n);
    return (ssize_t)n;
}

/* Decimal text of v, written backwards so that it ends just before `end`. */
static char *utoa(unsigned v, char *end) {
    *--end = 0;
    do
        *--end = (char)('0' + v % 10);
    while (v /= 10);
    return end;
}

static void finish(void) {
    struct rounds_os *s = os();
    if (s->at_end)
        s->at_end();
    __vm_trace(_VM_T_EXIT, "0");
    s->finished = 1;
}

/* The round is over: this round's messages become readable. */
static void next_round(struct rounds_os *s) {
    for (unsigned i = 0; i < s->nprocs; i++) {
        s->now[i] = s->next[i];
        s->next[i].full = 0;
        s->next[i].msg = 0;
    }
    s->ran = 0;
    s->round++;
}

static void schedule(void) {
    struct rounds_os *s = os();
    if (s->finished) {
        __vm_ctl_flag(0, _VM_CF_CANCEL);
    } else if (!s->started) {
        main();
        s = os();
        s->started = 1;
        if (s->nprocs == 0 || s->limit == 0)
            finish();
    } else {
        /* Any process that has not stepped in this round may go next. */
        unsigned waiting[ROUNDS_MAX_PROCS], k = 0;
        for (unsigned i = 0; i < s->nprocs; i++)
            if (!(s->ran & (1u << i)))
                waiting[k++] = i;
        unsigned p = waiting[k > 1 ? __vm_choose((int)k) : 0];
        char buf[24];
        if (s->ran == 0) {
            char *r = utoa(s->round, buf + sizeof buf);
            static const char word[] = "round ";
            for (unsigned i = sizeof word - 1; i > 0; i--)
                *--r = word[i - 1];
            __vm_trace(_VM_T_INFO, r);
        }
        __vm_trace(_VM_T_SCHED, utoa(p, buf + sizeof buf));
        s->ran |= 1u << p;
        s->step[p](p);
        s = os();
        if (!s->finished && k == 1) {
            next_round(s);
            if (s->round == s->limit)
                finish();
        }
    }
    __vm_ctl_set(_VM_CR_FRAME, 0);
}

/* Steps run in kernel mode, so interrupts never fire; the VM contract
 * still wants a handler. Returning continues the interrupted code. */
static void interrupt(void) {}

/* The VM attached the FAULT trace: mark the error and stop. */
static void fault(int kind, void *frame, void *pc) {
    (void)kind, (void)frame, (void)pc;
    __vm_ctl_flag(0, _VM_CF_ERROR);
    os()->finished = 1;
    __vm_ctl_set(_VM_CR_FRAME, 0);
}

/* <assert.h> reports here: the location is the assert's line. */
void __assert_fail(const char *expr, const char *file, unsigned int line, const char *func) {
    (void)file, (void)line, (void)func;
    char msg[200] = "assert: assertion failed: ";
    unsigned n = 0;
    while (msg[n])
        n++;
    while (*expr && n + 1 < sizeof msg)
        msg[n++] = *expr++;
    msg[n] = 0;
    fail(msg);
    __builtin_unreachable();
}

void __boot(const char *const *env) {
    (void)env;
    struct rounds_os *s = __vm_obj_make(sizeof *s, _VM_OK_SYSTEM);
    /* Objects start undefined; zero every field the scheduler reads. */
    char *b = (char *)s;
    for (unsigned i = 0; i < sizeof *s; i++)
        b[i] = 0;
    s->limit = 1;
    __vm_ctl_set(_VM_CR_STATE, (uint64_t)(uintptr_t)s);
    __vm_ctl_set(_VM_CR_SCHEDULER, (uint64_t)(uintptr_t)&schedule);
    __vm_ctl_set(_VM_CR_FAULT_HANDLER, (uint64_t)(uintptr_t)&fault);
    __vm_ctl_set(_VM_CR_INTERRUPT_HANDLER, (uint64_t)(uintptr_t)&interrupt);
}
