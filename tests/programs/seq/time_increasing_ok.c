// time.h: readings of time, clock, clock_gettime (both clocks), timespec_get and gettimeofday never go back; nanosleep, usleep and sleep advance the clock by at least the time slept; bad arguments fail with EINVAL.
// EXPECT: safe
#include <assert.h>
#include <errno.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

static long long ns(struct timespec t) { return t.tv_sec * 1000000000LL + t.tv_nsec; }

int main(void) {
    time_t t0 = time(NULL), t1;
    assert(t0 > 0 && time(&t1) >= t0 && t1 >= t0);
    clock_t c0 = clock();
    assert(c0 >= 0 && clock() >= c0);

    struct timespec a, b, r;
    assert(clock_gettime(CLOCK_MONOTONIC, &a) == 0);
    assert(clock_gettime(CLOCK_MONOTONIC, &b) == 0);
    assert(ns(b) >= ns(a) && b.tv_nsec >= 0 && b.tv_nsec < 1000000000L);
    assert(clock_gettime(CLOCK_REALTIME, &r) == 0 && r.tv_sec >= t1);
    assert(timespec_get(&a, TIME_UTC) == TIME_UTC && ns(a) >= ns(r));

    struct timeval tv0, tv1;
    gettimeofday(&tv0, NULL);
    gettimeofday(&tv1, NULL);
    assert(tv1.tv_sec > tv0.tv_sec || (tv1.tv_sec == tv0.tv_sec && tv1.tv_usec >= tv0.tv_usec));

    struct timespec d = {0, 100000000}; /* 100 ms */
    clock_gettime(CLOCK_MONOTONIC, &a);
    assert(nanosleep(&d, NULL) == 0);
    clock_gettime(CLOCK_MONOTONIC, &b);
    assert(ns(b) - ns(a) >= 100000000LL);

    clock_gettime(CLOCK_MONOTONIC, &a);
    assert(usleep(2500) == 0);
    clock_gettime(CLOCK_MONOTONIC, &b);
    assert(ns(b) - ns(a) >= 2500000LL);

    time_t s0 = time(NULL);
    assert(sleep(2) == 0);
    assert(time(NULL) - s0 >= 2);

    struct timespec bad = {0, 1000000000L};
    errno = 0;
    assert(nanosleep(&bad, NULL) == -1 && errno == EINVAL);
    assert(difftime(t1, t0) >= 0.0);
    return 0;
}
