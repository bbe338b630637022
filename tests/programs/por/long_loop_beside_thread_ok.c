// Sync-point reduction with loops that run on: main's loop of 2,000
// turns touches only its own array while a thread lives. Under the
// reduction the loop is one step (before: a state per turn, and a run of
// the rest of the loop from every point where the thread could end,
// quadratic in the turns); tests/por.rs counts the states. The loop
// starts after a lock, in a step that began with the scheduler's pick of
// main among two threads: that choice splits no loop.
// EXPECT: safe
// TAGS: threads por
#include <assert.h>
#include <pthread.h>

static int arr[64];
static int done;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *helper(void *arg) {
    (void)arg;
    done = 1;
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, helper, NULL);
    long sum = 0;
    pthread_mutex_lock(&m);
    pthread_mutex_unlock(&m);
    for (int i = 0; i < 2000; i++) {
        arr[i % 64] += i;
        sum += arr[(i * 7) % 64];
    }
    pthread_join(t, NULL);
    assert(done == 1);
    assert(sum != 0);
    return 0;
}
