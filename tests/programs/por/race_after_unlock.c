// Sync-point reduction: A writes x twice after its unlock, with nothing
// ordering the writes against B's reads. B can see the first write only
// by reading between A's two writes, inside A's segment; the reduction
// runs segments whole, so only its race check (which voids it, and the
// search runs again without it) finds this.
// EXPECT: error assert
// TAGS: threads por
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int x;

static void *writer(void *arg) {
    (void)arg;
    pthread_mutex_lock(&m);
    pthread_mutex_unlock(&m);
    x = 1;
    x = 2;
    return NULL;
}

static void *reader(void *arg) {
    (void)arg;
    pthread_mutex_lock(&m);
    int a = x;
    pthread_mutex_unlock(&m);
    assert(a != 1); // ERROR
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, writer, NULL);
    pthread_create(&b, NULL, reader, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
