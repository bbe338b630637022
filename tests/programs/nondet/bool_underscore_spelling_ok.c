// __VERIFIER_nondet__Bool (older SV-COMP spelling) returns only 0 or 1: a sum of three stays within 0..3 on every path.
// EXPECT: safe
// TAGS: nondet bool
#include <assert.h>

extern _Bool __VERIFIER_nondet__Bool(void);

int main(void) {
    int sum = 0;
    for (int i = 0; i < 3; i++) {
        _Bool b = __VERIFIER_nondet__Bool();
        sum += b;
    }
    assert(sum >= 0 && sum <= 3);
    return 0;
}
