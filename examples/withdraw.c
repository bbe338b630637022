// Two threads withdraw from one account: each checks the balance, then
// takes the amount, but the check and the withdrawal are not one atomic
// step. `divm check examples/withdraw.c` finds the interleaving (and the
// amount) that overdraws it; `--report=html` draws it as a timeline.
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);

int balance = 10;

static void *withdraw(void *arg) {
    int amount = *(int *)arg;
    if (amount > 0 && balance >= amount) /* check, then act: a race */
        balance = balance - amount;
    return NULL;
}

int main(void) {
    int amount = __VERIFIER_nondet_int();
    pthread_t t;
    pthread_create(&t, NULL, withdraw, &amount);
    withdraw(&amount);
    pthread_join(t, NULL);
    printf("balance = %d\n", balance);
    assert(balance >= 0 && "the account is overdrawn");
    return 0;
}
