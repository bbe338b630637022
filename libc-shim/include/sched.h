#ifndef _DIVM_SCHED_H
#define _DIVM_SCHED_H
#include <bits/cdefs.h>
#include <bits/types.h>
#include <bits/timespec.h>
#define __need_size_t
#include <stddef.h>
__DIVM_BEGIN_DECLS

#ifndef __DIVM_PID_T
#define __DIVM_PID_T
typedef __divm_pid_t pid_t;
#endif

struct sched_param {
    int sched_priority;
};

#define SCHED_OTHER 0
#define SCHED_FIFO 1
#define SCHED_RR 2
#define SCHED_BATCH 3
#define SCHED_IDLE 5

/* Ends the current step: any runnable thread may run next. */
int sched_yield(void);
int sched_get_priority_max(int policy);
int sched_get_priority_min(int policy);
int sched_getparam(pid_t pid, struct sched_param *p);
int sched_setparam(pid_t pid, const struct sched_param *p);
int sched_getscheduler(pid_t pid);
int sched_setscheduler(pid_t pid, int policy, const struct sched_param *p);
int sched_rr_get_interval(pid_t pid, struct timespec *t);

/* CPU sets (GNU): the machine has one CPU, number 0. */
#define CPU_SETSIZE 1024
typedef struct {
    unsigned long __bits[CPU_SETSIZE / (8 * sizeof(unsigned long))];
} cpu_set_t;
#define __CPU_WORD(c) ((size_t)(c) / (8 * sizeof(unsigned long)))
#define __CPU_MASK(c) (1ul << ((size_t)(c) % (8 * sizeof(unsigned long))))
#define CPU_ALLOC_SIZE(n) ((((size_t)(n) + 8 * sizeof(unsigned long) - 1) / (8 * sizeof(unsigned long))) * sizeof(unsigned long))
#define CPU_ZERO_S(size, set) __builtin_memset((set), 0, (size))
#define CPU_SET_S(c, size, set) ((size_t)(c) / 8 < (size_t)(size) ? ((set)->__bits[__CPU_WORD(c)] |= __CPU_MASK(c)) : 0)
#define CPU_CLR_S(c, size, set) ((size_t)(c) / 8 < (size_t)(size) ? ((set)->__bits[__CPU_WORD(c)] &= ~__CPU_MASK(c)) : 0)
#define CPU_ISSET_S(c, size, set) ((size_t)(c) / 8 < (size_t)(size) ? (((set)->__bits[__CPU_WORD(c)] & __CPU_MASK(c)) != 0) : 0)
#define CPU_COUNT_S(size, set) __divm_cpu_count((size), (set))
#define CPU_ZERO(set) CPU_ZERO_S(sizeof(cpu_set_t), set)
#define CPU_SET(c, set) CPU_SET_S(c, sizeof(cpu_set_t), set)
#define CPU_CLR(c, set) CPU_CLR_S(c, sizeof(cpu_set_t), set)
#define CPU_ISSET(c, set) CPU_ISSET_S(c, sizeof(cpu_set_t), set)
#define CPU_COUNT(set) CPU_COUNT_S(sizeof(cpu_set_t), set)
#define __CPU_OP_S(size, d, a, b, op)                                                                                 \
    do {                                                                                                               \
        for (size_t __i = 0; __i < (size) / sizeof(unsigned long); __i++)                                            \
            (d)->__bits[__i] = (a)->__bits[__i] op (b)->__bits[__i];                                                   \
    } while (0)
#define CPU_AND_S(size, d, a, b) __CPU_OP_S(size, d, a, b, &)
#define CPU_OR_S(size, d, a, b) __CPU_OP_S(size, d, a, b, |)
#define CPU_XOR_S(size, d, a, b) __CPU_OP_S(size, d, a, b, ^)
#define CPU_AND(d, a, b) CPU_AND_S(sizeof(cpu_set_t), d, a, b)
#define CPU_OR(d, a, b) CPU_OR_S(sizeof(cpu_set_t), d, a, b)
#define CPU_XOR(d, a, b) CPU_XOR_S(sizeof(cpu_set_t), d, a, b)
#define CPU_EQUAL_S(size, a, b) (__builtin_memcmp((a), (b), (size)) == 0)
#define CPU_EQUAL(a, b) CPU_EQUAL_S(sizeof(cpu_set_t), a, b)
#define CPU_ALLOC(n) ((cpu_set_t *)__builtin_calloc(1, CPU_ALLOC_SIZE(n)))
#define CPU_FREE(set) __builtin_free(set)
static inline int __divm_cpu_count(size_t size, const cpu_set_t *set) {
    int n = 0;
    for (size_t i = 0; i < size / sizeof(unsigned long); i++)
        n += __builtin_popcountl(set->__bits[i]);
    return n;
}
int sched_setaffinity(pid_t pid, size_t size, const cpu_set_t *set);
int sched_getaffinity(pid_t pid, size_t size, cpu_set_t *set);
int sched_getcpu(void);

__DIVM_END_DECLS
#endif
