// Two threads each add to a field of a shared struct through a pointer
// (`c->n += 2`: load, add and store at one address, run in one dispatch
// only when nothing else can observe them). Between the load and the store
// the other thread can run: one addition is lost.
// EXPECT: error assert
// TAGS: threads race
#include <assert.h>
#include <pthread.h>

struct counter { int pad; int n; };

static struct counter shared;

static void *add_two(void *arg) {
    struct counter *c = arg;
    c->n += 2;
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, add_two, &shared);
    pthread_create(&b, NULL, add_two, &shared);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(shared.n == 4); // ERROR
    return 0;
}
