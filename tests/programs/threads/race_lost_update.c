// Two threads add to a shared balance with a read-modify-write split over
// a local; without a lock one deposit can be lost.
// EXPECT: error assert
// TAGS: threads race
#include <assert.h>
#include <pthread.h>

static int balance = 100;

static void *deposit(void *arg) {
    int amount = *(int *)arg;
    int old = balance;
    balance = old + amount;
    return NULL;
}

int main(void) {
    static int ten = 10, twenty = 20;
    pthread_t a, b;
    pthread_create(&a, NULL, deposit, &ten);
    pthread_create(&b, NULL, deposit, &twenty);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(balance == 130); // ERROR
    return 0;
}
