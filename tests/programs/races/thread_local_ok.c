// Each thread increments its own __thread copy of `count`: the same name, different memory, no race.
// EXPECT: safe
// FLAGS: --data-races
#include <assert.h>
#include <pthread.h>

__thread int count;

static void *worker(void *arg) {
    (void)arg;
    for (int i = 0; i < 3; i++)
        count++;
    assert(count == 3);
    return NULL;
}

int main(void) {
    pthread_t t1, t2;
    pthread_create(&t1, NULL, worker, NULL);
    pthread_create(&t2, NULL, worker, NULL);
    count = 9;
    pthread_join(t1, NULL);
    pthread_join(t2, NULL);
    assert(count == 9);
    return 0;
}
