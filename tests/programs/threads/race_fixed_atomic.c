// The fix of race_lost_update.c with a C11 atomic: the deposit is a single
// atomic_fetch_add, so no update is lost.
// EXPECT: safe
// TAGS: threads race atomics
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

static atomic_int balance = 100;

static void *deposit(void *arg) {
    int amount = *(int *)arg;
    atomic_fetch_add(&balance, amount);
    return NULL;
}

int main(void) {
    static int ten = 10, twenty = 20;
    pthread_t a, b;
    pthread_create(&a, NULL, deposit, &ten);
    pthread_create(&b, NULL, deposit, &twenty);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(atomic_load(&balance) == 130);
    return 0;
}
