// main allocates two cells in an order it chooses nondeterministically,
// then uses them the same way. The allocation order is not observable:
// heap symmetry (canonical renumbering) must merge the two orders, so the
// program has the states of one fixed order (-DONE), while another thread
// runs and main's stack grows and shrinks around visible actions. Both
// cells come from one call site (an object's allocation site is part of
// the state, for leak reports).
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

static int *first, *second;
static int turn;

static void *other(void *arg) {
    (void)arg;
    turn = 1;
    turn = 2;
    return NULL;
}

static int *cell(void) {
    return malloc(sizeof(int));
}

static void set(int *p, int v) {
    *p = v;
    turn = v;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, other, NULL);
    int *x, *y;
#ifdef ONE
    x = cell();
    y = cell();
#else
    if (__VERIFIER_nondet_int()) {
        x = cell();
        y = cell();
    } else {
        y = cell();
        x = cell();
    }
#endif
    set(x, 1);
    set(y, 2);
    first = x;
    second = y;
    pthread_join(t, NULL);
    assert(*first == 1 && *second == 2);
    free(x);
    free(y);
    return 0;
}
