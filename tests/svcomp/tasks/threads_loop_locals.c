// Two threads run one loop: a local kept in the frame (n) is the thread's
// own, and its invariant holds; a local whose address is taken (mine)
// might be written by another thread, and nothing is stated of it (nor of
// the global done) while other threads run.
#include <pthread.h>
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "threads_loop_locals.c", 7, "reach_error"); }
int done;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void *worker(void *arg) {
    (void)arg;
    int n = 0;
    int mine = 0;
    int *p = &mine;
    while (n < 3) {
        *p += 2;
        n++;
    }
    pthread_mutex_lock(&m);
    done += mine;
    pthread_mutex_unlock(&m);
    return 0;
}
int main(void) {
    pthread_t a, b;
    pthread_create(&a, 0, worker, 0);
    pthread_create(&b, 0, worker, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    if (done != 12)
        reach_error();
    return 0;
}
