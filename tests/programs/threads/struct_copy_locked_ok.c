// Safe twin of struct_copy_torn.c: the copy of the shared struct and the two field updates are under one mutex, so the copy sees both fields old or both new.
// EXPECT: safe
#include <assert.h>
#include <pthread.h>

struct pair { int x, y; };
static struct pair shared;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *writer(void *arg) {
    (void)arg;
    pthread_mutex_lock(&m);
    shared.x = 1;
    shared.y = 1;
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, 0, writer, 0);
    pthread_mutex_lock(&m);
    struct pair seen = shared;
    pthread_mutex_unlock(&m);
    assert(seen.x == seen.y);
    pthread_join(t, 0);
    return 0;
}
