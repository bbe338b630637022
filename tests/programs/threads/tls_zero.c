// A __thread variable without an initialiser is zero (static storage) in
// every new thread, even after main stored into its own copy; pointers to it
// differ between threads.
// EXPECT: safe
// TAGS: threads tls
#include <assert.h>
#include <pthread.h>
#include <stddef.h>

static __thread long slot;
static __thread char name[4];

static void *worker(void *arg) {
    assert(slot == 0);
    assert(name[0] == 0 && name[3] == 0);
    assert(&slot != (long *)arg);
    slot = 9;
    return NULL;
}

int main(void) {
    slot = -3;
    name[0] = 'm';
    pthread_t t;
    pthread_create(&t, NULL, worker, &slot);
    pthread_join(t, NULL);
    assert(slot == -3 && name[0] == 'm');
    return 0;
}
