// One CPU (sched_getaffinity gives {0}, sched_setaffinity needs CPU 0, pthread_*affinity_np, sched_getcpu), sched_rr_get_interval, clock_getcpuclockid, ITIMER_REAL (fires in pause, re-arms with its interval, getitimer reads it back, alarm shares it), the CPU-time timers kept but silent, the clockwait forms (EINVAL for another clock, a timeout on an empty semaphore), mutexattr priority ceilings, no pseudo-terminals, no load average.
// EXPECT: safe
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <semaphore.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

static volatile int alarms;
static void on_alarm(int sig) { (void)sig, alarms++; }

int main(void) {
    cpu_set_t set;
    CPU_ZERO(&set);
    assert(sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) == 1 && CPU_ISSET(0, &set));
    CPU_ZERO(&set);
    CPU_SET(3, &set);
    errno = 0;
    assert(sched_setaffinity(0, sizeof set, &set) == -1 && errno == EINVAL);
    CPU_SET(0, &set);
    assert(sched_setaffinity(0, sizeof set, &set) == 0);
    assert(pthread_setaffinity_np(pthread_self(), sizeof set, &set) == 0);
    assert(pthread_getaffinity_np(pthread_self(), sizeof set, &set) == 0 && CPU_COUNT(&set) == 1);
    assert(sched_getcpu() == 0);
    struct timespec q;
    assert(sched_rr_get_interval(0, &q) == 0 && q.tv_sec == 0 && q.tv_nsec > 0);
    clockid_t cid;
    assert(clock_getcpuclockid(0, &cid) == 0 && cid == CLOCK_PROCESS_CPUTIME_ID);
    assert(clock_getcpuclockid(4242, &cid) == ESRCH);

    signal(SIGALRM, on_alarm);
    struct itimerval it = {{2, 0}, {1, 0}}, cur;
    assert(setitimer(ITIMER_REAL, &it, NULL) == 0);
    assert(getitimer(ITIMER_REAL, &cur) == 0 && cur.it_interval.tv_sec == 2 && cur.it_value.tv_sec <= 1);
    pause();
    assert(alarms == 1);
    assert(getitimer(ITIMER_REAL, &cur) == 0 && cur.it_value.tv_sec == 2 && cur.it_value.tv_usec == 0);
    pause();
    assert(alarms == 2);
    assert(alarm(0) == 2); /* alarm sees the same timer, and disarms it */
    assert(getitimer(ITIMER_REAL, &cur) == 0 && cur.it_value.tv_sec == 0 && cur.it_value.tv_usec == 0);
    it.it_value.tv_usec = 1000000;
    errno = 0;
    assert(setitimer(ITIMER_REAL, &it, NULL) == -1 && errno == EINVAL);
    struct itimerval prof = {{0, 5000}, {0, 5000}};
    assert(setitimer(ITIMER_PROF, &prof, NULL) == 0 && getitimer(ITIMER_PROF, &cur) == 0 && cur.it_value.tv_usec == 5000);
    errno = 0;
    assert(getitimer(7, &cur) == -1 && errno == EINVAL);

    sem_t s;
    sem_init(&s, 0, 0);
    struct timespec when;
    clock_gettime(CLOCK_MONOTONIC, &when);
    when.tv_sec += 1;
    errno = 0;
    assert(sem_clockwait(&s, CLOCK_MONOTONIC, &when) == -1 && errno == ETIMEDOUT);
    errno = 0;
    assert(sem_clockwait(&s, CLOCK_PROCESS_CPUTIME_ID, &when) == -1 && errno == EINVAL);
    sem_destroy(&s);
    pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
    pthread_cond_t c = PTHREAD_COND_INITIALIZER;
    assert(pthread_mutex_clocklock(&m, CLOCK_REALTIME, &when) == 0);
    assert(pthread_cond_clockwait(&c, &m, CLOCK_PROCESS_CPUTIME_ID, &when) == EINVAL);
    assert(pthread_cond_clockwait(&c, &m, CLOCK_MONOTONIC, &when) == ETIMEDOUT);
    assert(pthread_mutex_unlock(&m) == 0);
    assert(pthread_mutex_clocklock(&m, 12345, &when) == EINVAL);

    pthread_mutexattr_t a;
    pthread_mutexattr_init(&a);
    int ceiling = -1;
    assert(pthread_mutexattr_setprioceiling(&a, 10) == 0 && pthread_mutexattr_getprioceiling(&a, &ceiling) == 0 && ceiling == 10);
    assert(pthread_mutexattr_setprioceiling(&a, 1000) == EINVAL);
    pthread_mutexattr_destroy(&a);

    errno = 0;
    assert(posix_openpt(O_RDWR) == -1 && errno == ENOSYS);
    errno = 0;
    assert(grantpt(1) == -1 && errno == EINVAL);
    assert(ptsname(1) == NULL);
    double load[3];
    assert(getloadavg(load, 3) == -1);
    return 0;
}
