// The fix of race_lost_update.c with a mutex around the read-modify-write:
// no deposit is lost.
// EXPECT: safe
// TAGS: threads race mutex
#include <assert.h>
#include <pthread.h>

static int balance = 100;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *deposit(void *arg) {
    int amount = *(int *)arg;
    pthread_mutex_lock(&m);
    int old = balance;
    balance = old + amount;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void) {
    static int ten = 10, twenty = 20;
    pthread_t a, b;
    pthread_create(&a, NULL, deposit, &ten);
    pthread_create(&b, NULL, deposit, &twenty);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(balance == 130);
    return 0;
}
