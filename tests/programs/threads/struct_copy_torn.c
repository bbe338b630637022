// main copies a shared struct into a local while the worker updates its two fields one after the other: the copy (one memcpy into private memory) can come between the two stores and see x == 1, y == 0.
// EXPECT: error assert
#include <assert.h>
#include <pthread.h>

struct pair { int x, y; };
static struct pair shared;

static void *writer(void *arg) {
    (void)arg;
    shared.x = 1;
    shared.y = 1;
    return 0;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, 0, writer, 0);
    struct pair seen = shared;
    assert(seen.x == seen.y); // ERROR
    pthread_join(t, 0);
    return 0;
}
