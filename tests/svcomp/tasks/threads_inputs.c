// A worker and main each read an input: reach_error() is reached when the worker's is 7 and main's is 3, in whichever order they read them.
#include <pthread.h>
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "threads_inputs.c", 4, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
int a, b;
void *worker(void *arg) {
    b = __VERIFIER_nondet_int();
    return 0;
}
int main(void) {
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    a = __VERIFIER_nondet_int();
    pthread_join(t, 0);
    if (a == 3 && b == 7)
        reach_error();
    return 0;
}
