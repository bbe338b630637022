// Safe twin of recursion_race: the increment at the bottom of the
// recursion is one atomic read-modify-write, so no update is lost.
// EXPECT: safe
// TAGS: threads atomic
#include <assert.h>
#include <pthread.h>

static int counter;

static int bump(int n) {
    if (n == 0)
        return __atomic_fetch_add(&counter, 1, __ATOMIC_SEQ_CST);
    return bump(n - 1) + 1;
}

static void *worker(void *arg) {
    (void)arg;
    bump(8);
    return NULL;
}

int main(void) {
    pthread_t t1, t2;
    pthread_create(&t1, NULL, worker, NULL);
    pthread_create(&t2, NULL, worker, NULL);
    pthread_join(t1, NULL);
    pthread_join(t2, NULL);
    assert(counter == 2);
    return 0;
}
