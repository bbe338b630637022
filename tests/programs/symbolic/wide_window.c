// Only x in 1000001..1000002 with 3*x == 3000006 (x = 1000002) fails: far outside any enumerated range.
// EXPECT: error assert
// FLAGS: --symbolic
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
    int x = __VERIFIER_nondet_int();
    if (x > 1000000 && x < 1000003)
        assert(3 * x != 3000006); // ERROR
    return 0;
}
