// Non-determinism plus threads: a worker withdraws a nondet amount (0..3)
// after checking the balance, main does the same; check and withdrawal are
// not atomic, so for some amounts and interleavings the balance goes
// negative.
// EXPECT: error assert
// TAGS: nondet threads race
#include <assert.h>
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

static int balance = 4;

static void withdraw(int amount) {
    if (balance >= amount)
        balance -= amount;
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
    assert(balance >= 0); // ERROR
    return 0;
}
