// A 24-byte _Atomic struct: clang calls libatomic's __atomic_load, _store,
// _exchange and _compare_exchange for it (the OS provides them). Two threads
// add to both halves with a compare-exchange loop: no update is lost and no
// reader sees the halves differ.
// EXPECT: safe
// TAGS: threads atomics
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

struct pair {
    long a, b, gen;
};

static _Atomic struct pair shared;

static void *worker(void *arg) {
    long k = (long)arg;
    struct pair old = atomic_load(&shared), next;
    do {
        next = (struct pair){old.a + k, old.b + k, old.gen + 1};
    } while (!atomic_compare_exchange_strong(&shared, &old, next));
    struct pair seen = atomic_load(&shared);
    assert(seen.a == seen.b);
    return 0;
}

int main(void) {
    atomic_store(&shared, ((struct pair){0, 0, 0}));
    pthread_t t[2];
    for (long i = 0; i < 2; i++)
        pthread_create(&t[i], 0, worker, (void *)(i + 1));
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], 0);
    struct pair last = atomic_exchange(&shared, ((struct pair){7, 7, 0}));
    assert(last.a == 3 && last.b == 3 && last.gen == 2);
    struct pair now = atomic_load(&shared);
    assert(now.a == 7);
    return 0;
}
