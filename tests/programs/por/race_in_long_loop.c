// Sync-point reduction with loops that run on: main's loop reads x on
// every turn with no synchronisation, so a turn is no interleaving point
// under the reduction, and only its race check (the helper's write meets
// main's open segment) sends the search back to one without it, where the
// write lands between two turns and main counts a change. (The loop
// starts after a lock, in a step that began with the scheduler's pick.)
// EXPECT: error assert
// TAGS: threads por
#include <assert.h>
#include <pthread.h>

static int x;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *writer(void *arg) {
    (void)arg;
    x = 1;
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, writer, NULL);
    int ones = 0;
    pthread_mutex_lock(&m);
    pthread_mutex_unlock(&m);
    for (int i = 0; i < 200; i++)
        ones += x;
    pthread_join(t, NULL);
    assert(ones == 0 || ones == 200); // ERROR
    return 0;
}
