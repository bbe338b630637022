// Two threads add a nondet amount under a mutex: the sum is always right.
#include <pthread.h>
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "threads_locked_sum.c", 4, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
long total;
int amount;
void *worker(void *arg) {
    pthread_mutex_lock(&m);
    total += amount;
    pthread_mutex_unlock(&m);
    return 0;
}
int main(void) {
    amount = __VERIFIER_nondet_int();
    pthread_t a, b;
    pthread_create(&a, 0, worker, 0);
    pthread_create(&b, 0, worker, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    if (total != 2L * amount)
        reach_error();
    return 0;
}
