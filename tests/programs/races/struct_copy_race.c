// main copies a shared struct into a local (a memcpy whose destination is private) while the worker writes one of its fields: the copy's read races with the write.
// EXPECT: error race
// FLAGS: --data-races
#include <pthread.h>

struct point { int x, y; };
static struct point shared = {1, 2};

static void *mover(void *arg) {
    (void)arg;
    shared.y = 5; // ERROR-ANY
    return 0;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, 0, mover, 0);
    struct point copy = shared; // ERROR-ANY
    pthread_join(t, 0);
    return copy.x - 1;
}
