#ifndef _DIVM_SCHED_H
#define _DIVM_SCHED_H
#include <bits/cdefs.h>
#include <bits/types.h>
#include <bits/timespec.h>
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

__DIVM_END_DECLS
#endif
