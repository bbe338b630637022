// The fix of threads_nondet_race.c: check and withdrawal under one mutex;
// for every nondet amount and interleaving the balance stays non-negative.
// EXPECT: safe
// TAGS: nondet threads mutex
#include <assert.h>
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

static int balance = 4;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void withdraw(int amount) {
    pthread_mutex_lock(&m);
    if (balance >= amount)
        balance -= amount;
    pthread_mutex_unlock(&m);
}

static void *worker(void *arg) {
    (void)arg;
    int amount = __VERIFIER_nondet_int();
    __VERIFIER_assume(amount >= 0 && amount <= 3);
    withdraw(amount);
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    withdraw(3);
    pthread_join(t, NULL);
    assert(balance >= 0 && balance <= 4);
    return 0;
}
