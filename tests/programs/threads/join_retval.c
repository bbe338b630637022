// Threads hand results back through pthread_join: one as a heap pointer, one
// as an integer cast to void *; both arrive intact, so the sum is exact.
// EXPECT: safe
// TAGS: threads create join
#include <assert.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>

static void *square_heap(void *arg) {
    int n = *(int *)arg;
    int *r = malloc(sizeof *r);
    assert(r);
    *r = n * n;
    return r;
}

static void *triple_int(void *arg) {
    intptr_t n = (intptr_t)arg;
    return (void *)(n * 3);
}

int main(void) {
    pthread_t a, b;
    int five = 5;
    assert(pthread_create(&a, NULL, square_heap, &five) == 0);
    assert(pthread_create(&b, NULL, triple_int, (void *)(intptr_t)7) == 0);
    void *ra, *rb;
    assert(pthread_join(a, &ra) == 0);
    assert(pthread_join(b, &rb) == 0);
    int sum = *(int *)ra + (int)(intptr_t)rb;
    free(ra);
    assert(sum == 25 + 21);
    return 0;
}
