// The rounding mode is per thread (C17 7.6p1): each thread keeps its own across every interleaving, and a new thread starts with its creator's mode.
// EXPECT: safe
#include <assert.h>
#include <fenv.h>
#include <pthread.h>

static volatile double one = 1.0, three = 3.0;

static void *worker(void *arg) {
    int mode = *(int *)arg;
    assert(fegetround() == FE_UPWARD); /* inherited from main */
    fesetround(mode);
    for (int i = 0; i < 2; i++) {
        double q = one / three;
        assert(fegetround() == mode);
        if (mode == FE_DOWNWARD)
            assert(q * 3 < 1.0);
        else
            assert(q * 3 == 1.0);
    }
    return 0;
}

int main(void) {
    static int modes[2] = {FE_DOWNWARD, FE_TONEAREST};
    pthread_t t[2];
    fesetround(FE_UPWARD);
    for (int i = 0; i < 2; i++)
        pthread_create(&t[i], 0, worker, &modes[i]);
    double q = one / three;
    assert(q * 3 > 1.0);
    assert(fegetround() == FE_UPWARD);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], 0);
    assert(fegetround() == FE_UPWARD);
    return 0;
}
