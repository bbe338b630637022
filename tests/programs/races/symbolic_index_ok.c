// Each thread writes its own slot of the array, chosen by a symbolic index that the assumptions keep apart: no race.
// EXPECT: safe
// FLAGS: --data-races --symbolic
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int slots[8];
int mine;

static void *worker(void *arg) {
    (void)arg;
    slots[mine + 1] = 2;
    return NULL;
}

int main(void) {
    mine = __VERIFIER_nondet_int();
    __VERIFIER_assume(mine >= 0 && mine < 4);
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    slots[mine] = 1;
    pthread_join(t, NULL);
    return 0;
}
