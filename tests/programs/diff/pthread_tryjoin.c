// pthread_tryjoin_np and pthread_timedjoin_np (GNU) on a thread blocked on a
// pipe, then after it ended: EBUSY, ETIMEDOUT for a time already past,
// EBUSY/EDEADLK on the calling thread itself, and the
// join with the thread's value; output compared with the native run.
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static int fds[2];

static void *worker(void *arg) {
    char c;
    if (read(fds[0], &c, 1) != 1)
        return NULL;
    return (char *)arg + (c - '0');
}

static const char *name(int e) {
    return e == 0 ? "0" : e == EBUSY ? "EBUSY" : e == ETIMEDOUT ? "ETIMEDOUT" : e == EINVAL ? "EINVAL" : e == EDEADLK ? "EDEADLK" : "other";
}

int main(void) {
    static char base[16];
    pthread_t t;
    if (pipe(fds) != 0)
        return 1;
    pthread_create(&t, NULL, worker, base);
    printf("tryjoin running: %s\n", name(pthread_tryjoin_np(t, NULL)));
    struct timespec past = {1, 0};
    printf("timedjoin past: %s\n", name(pthread_timedjoin_np(t, NULL, &past)));
    printf("tryjoin self: %s\n", name(pthread_tryjoin_np(pthread_self(), NULL)));
    printf("timedjoin self: %s\n", name(pthread_timedjoin_np(pthread_self(), NULL, &past)));
    if (write(fds[1], "3", 1) != 1)
        return 1;
    void *v = NULL;
    int r, tries = 0;
    while ((r = pthread_tryjoin_np(t, &v)) == EBUSY) {
        usleep(1000);
        tries++;
    }
    printf("tryjoin ended: %s, value base+%ld\n", name(r), (long)((char *)v - base));
    pthread_create(&t, NULL, worker, base);
    if (write(fds[1], "5", 1) != 1)
        return 1;
    struct timespec later;
    clock_gettime(CLOCK_REALTIME, &later);
    later.tv_sec += 60;
    r = pthread_timedjoin_np(t, &v, &later);
    printf("timedjoin: %s, value base+%ld\n", name(r), (long)((char *)v - base));
    pthread_create(&t, NULL, worker, base);
    close(fds[1]);
    r = pthread_timedjoin_np(t, &v, NULL);
    printf("timedjoin without time: %s, value %s\n", name(r), v ? "set" : "NULL");
    return tries < 0;
}
