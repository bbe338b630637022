// A thread writes g while main loops: main's loop head can see 5 right
// after main stored 1, so no invariant of g holds there that leaves 5 out
// (divm's state space merges the store and the loop head into one step:
// it states invariants only of values read while one thread is alive).
#include <pthread.h>
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "threads_loop_head.c", 6, "reach_error"); }
int g;
int k;
static void *writer(void *arg) {
    (void)arg;
    g = 5;
    return 0;
}
int main(void) {
    for (k = 0; k < 2; k++)
        ;
    pthread_t t;
    pthread_create(&t, 0, writer, 0);
    for (int i = 0; i < 2; i++)
        g = 1;
    pthread_join(t, 0);
    if (k != 2)
        reach_error();
    return 0;
}
