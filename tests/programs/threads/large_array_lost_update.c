// A global array of 8 KiB (stored in pieces, as a tree of its words) that
// two threads update without a lock: one interleaving loses an update of
// the element both touch, and only restoring the array's states exactly
// (every element, after each thread's step) exposes it.
// EXPECT: error assert
// TAGS: threads memory large-objects
#include <assert.h>
#include <pthread.h>

static int big[2048];

static void *bump(void *arg) {
    int base = *(int *)arg;
    for (int i = 0; i < 4; i++)
        big[base + 256 * i] += 1;
    int v = big[1500];
    big[1500] = v + 1;
    return 0;
}

int main(void) {
    pthread_t a, b;
    int ba = 3, bb = 7;
    pthread_create(&a, 0, bump, &ba);
    pthread_create(&b, 0, bump, &bb);
    pthread_join(a, 0);
    pthread_join(b, 0);
    for (int i = 0; i < 4; i++)
        assert(big[3 + 256 * i] == 1 && big[7 + 256 * i] == 1);
    assert(big[1500] == 2); // ERROR
    return 0;
}
