// A 24-byte _Atomic struct updated by a separate atomic load and store
// (libatomic's generic calls): each is atomic, the pair is not, so one
// thread's update can be lost between the other's load and store.
// EXPECT: error assert
// TAGS: threads atomics
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

struct pair {
    long a, b, c;
};

static _Atomic struct pair shared;

static void *worker(void *arg) {
    (void)arg;
    struct pair p = atomic_load(&shared);
    p.a++;
    atomic_store(&shared, p);
    return 0;
}

int main(void) {
    pthread_t t[2];
    for (int i = 0; i < 2; i++)
        pthread_create(&t[i], 0, worker, 0);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], 0);
    struct pair end = atomic_load(&shared);
    assert(end.a == 2); // ERROR
    return 0;
}
