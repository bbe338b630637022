/* affinity.c -- the one CPU: affinity masks (GNU), sched_getcpu and the
 * round-robin quantum. */
#include "dios.h"
#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <unistd.h>

/* Linux's default round-robin quantum. */
int sched_rr_get_interval(pid_t pid, struct timespec *t) {
    if (pid != 0 && pid != getpid())
        return errno = ESRCH, -1;
    t->tv_sec = 0;
    t->tv_nsec = 100000000;
    return 0;
}

/* One CPU, number 0: a set must hold it; the set read back is {0}. */
int sched_setaffinity(pid_t pid, size_t size, const cpu_set_t *set) {
    if (pid != 0 && pid != getpid() && !__dios_find_thread((unsigned long)pid))
        return errno = ESRCH, -1;
    if (size == 0 || !(((const unsigned char *)set)[0] & 1))
        return errno = EINVAL, -1;
    return 0;
}

int sched_getaffinity(pid_t pid, size_t size, cpu_set_t *set) {
    if (pid != 0 && pid != getpid() && !__dios_find_thread((unsigned long)pid))
        return errno = ESRCH, -1;
    if (size < sizeof(unsigned long) || size % sizeof(unsigned long))
        return errno = EINVAL, -1;
    __builtin_memset(set, 0, size);
    set->__bits[0] = 1;
    return 0;
}

int sched_getcpu(void) { return 0; }

int pthread_setaffinity_np(pthread_t t, size_t size, const cpu_set_t *set) {
    if (!__dios_find_thread(t))
        return ESRCH;
    if (size == 0 || !(((const unsigned char *)set)[0] & 1))
        return EINVAL;
    return 0;
}

int pthread_getaffinity_np(pthread_t t, size_t size, cpu_set_t *set) {
    if (!__dios_find_thread(t))
        return ESRCH;
    if (size < sizeof(unsigned long) || size % sizeof(unsigned long))
        return EINVAL;
    __builtin_memset(set, 0, size);
    set->__bits[0] = 1;
    return 0;
}
