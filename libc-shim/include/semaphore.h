#ifndef _DIVM_SEMAPHORE_H
#define _DIVM_SEMAPHORE_H
#include <bits/cdefs.h>
#include <bits/timespec.h>
#include <bits/types.h>
__DIVM_BEGIN_DECLS

typedef struct {
    unsigned int __value;
    int __state; /* 0 usable, 1 destroyed */
    long __pad;
} sem_t;

#define SEM_FAILED ((sem_t *)0)
#define SEM_VALUE_MAX 2147483647

int sem_init(sem_t *s, int pshared, unsigned value);
int sem_destroy(sem_t *s);
int sem_wait(sem_t *s);
int sem_trywait(sem_t *s);
int sem_timedwait(sem_t *__restrict s, const struct timespec *__restrict abstime);
/* A timed wait on the clock given (CLOCK_REALTIME or CLOCK_MONOTONIC). */
int sem_clockwait(sem_t *__restrict s, __divm_clockid_t clock, const struct timespec *__restrict abstime);
int sem_post(sem_t *s);
int sem_getvalue(sem_t *__restrict s, int *__restrict v);
sem_t *sem_open(const char *name, int flags, ...);
int sem_close(sem_t *s);
int sem_unlink(const char *name);

__DIVM_END_DECLS
#endif
