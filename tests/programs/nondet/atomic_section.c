// __VERIFIER_atomic_begin/__VERIFIER_atomic_end around a read-modify-write
// make it indivisible: two threads adding through a local never lose an
// update (without the section this is the classic lost update).
// EXPECT: safe
// TAGS: nondet threads atomic-section
#include <assert.h>
#include <pthread.h>

extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);

static int counter;

static void *worker(void *arg) {
    int add = *(int *)arg;
    __VERIFIER_atomic_begin();
    int c = counter;
    counter = c + add;
    __VERIFIER_atomic_end();
    return NULL;
}

int main(void) {
    static int two = 2, five = 5;
    pthread_t a, b;
    pthread_create(&a, NULL, worker, &two);
    pthread_create(&b, NULL, worker, &five);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(counter == 7);
    return 0;
}
