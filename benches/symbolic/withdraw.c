/* Two threads withdraw amounts in 0..40 from a balance of 50 without a
 * lock: the check-then-act race overdraws for amounts summing above 50. */
#include <assert.h>
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int balance = 50;
int amount[2];

static void *withdraw(void *arg) {
    int a = *(int *)arg;
    if (balance >= a)
        balance -= a;
    return 0;
}

int main(void) {
    for (int i = 0; i < 2; i++) {
        amount[i] = __VERIFIER_nondet_int();
        __VERIFIER_assume(amount[i] >= 0 && amount[i] <= 40);
    }
    pthread_t t[2];
    for (int i = 0; i < 2; i++)
        pthread_create(&t[i], 0, withdraw, &amount[i]);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], 0);
    assert(balance >= 0 || amount[0] + amount[1] > 50);
    return 0;
}
