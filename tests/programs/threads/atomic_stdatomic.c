// stdatomic.h read-modify-write operations from two threads: fetch_add,
// fetch_sub, fetch_or, fetch_and, fetch_xor and exchange are indivisible,
// so the final values do not depend on the interleaving.
// EXPECT: safe
// TAGS: threads atomics
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

static atomic_int count = 0;
static atomic_uint bits = 0xF0;
static atomic_uint toggles = 0;
static atomic_long tickets = 0;

static void *worker(void *arg) {
    unsigned me = *(unsigned *)arg;
    atomic_fetch_add(&count, 5);
    atomic_fetch_sub(&count, 2);
    atomic_fetch_or(&bits, 1u << me);
    atomic_fetch_and(&bits, ~(0x10u << me));
    atomic_fetch_xor(&toggles, 0x3u);
    long old = atomic_exchange(&tickets, (long)me + 10);
    assert(old == 0 || old == 10 || old == 11);
    return NULL;
}

int main(void) {
    static unsigned zero = 0, one = 1;
    pthread_t a, b;
    pthread_create(&a, NULL, worker, &zero);
    pthread_create(&b, NULL, worker, &one);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(atomic_load(&count) == 6);
    assert(atomic_load(&bits) == 0xC3);
    assert(atomic_load(&toggles) == 0);
    long t = atomic_load(&tickets);
    assert(t == 10 || t == 11);
    return 0;
}
