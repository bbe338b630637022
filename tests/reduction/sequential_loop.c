// One thread: a long loop runs on within an edge (no state per turn).
// -DTURNS=N sets its length; -DBUG makes the assertion after it fail.
#include <assert.h>
#ifndef TURNS
#define TURNS (1u << 22)
#endif
int main(void) {
    unsigned s = 0;
    for (unsigned i = 0; i < TURNS; i++)
        s += i;
#ifdef BUG
    assert(s != (unsigned)((unsigned long long)TURNS * (TURNS - 1) / 2)); /* fails */
#endif
    return 0;
}
