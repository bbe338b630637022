// Twin of atomic_section.c where one thread forgets the atomic section: its
// read-modify-write can interleave with the other's, losing an update.
// EXPECT: error assert
// TAGS: nondet threads atomic-section race
#include <assert.h>
#include <pthread.h>

extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);

static int counter;

static void *careful(void *arg) {
    (void)arg;
    __VERIFIER_atomic_begin();
    int c = counter;
    counter = c + 2;
    __VERIFIER_atomic_end();
    return NULL;
}

static void *careless(void *arg) {
    (void)arg;
    int c = counter;
    counter = c + 5;
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, careful, NULL);
    pthread_create(&b, NULL, careless, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(counter == 7); // ERROR
    return 0;
}
