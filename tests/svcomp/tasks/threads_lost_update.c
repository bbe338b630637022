// Two threads increment a shared counter without a lock: an update can be lost, and reach_error() is reached.
#include <pthread.h>
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "threads_lost_update.c", 4, "reach_error"); }
int counter;
void *worker(void *arg) {
    int tmp = counter;
    counter = tmp + 1;
    return 0;
}
int main(void) {
    pthread_t a, b;
    pthread_create(&a, 0, worker, 0);
    pthread_create(&b, 0, worker, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    if (counter != 2)
        reach_error();
    return 0;
}
