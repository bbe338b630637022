// main passes a shared 24-byte struct by value (a copy made by the call) while the worker updates two of its fields one after the other: the call's copy can come between the two stores.
// EXPECT: error assert
#include <assert.h>
#include <pthread.h>

struct triple { long a, b, c; };
static struct triple shared;

static void *writer(void *arg) {
    (void)arg;
    shared.a = 1;
    shared.c = 1;
    return 0;
}

static void check(struct triple v) {
    assert(v.a == v.c); // ERROR
}

int main(void) {
    pthread_t t;
    pthread_create(&t, 0, writer, 0);
    check(shared);
    pthread_join(t, 0);
    return 0;
}
