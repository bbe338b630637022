// Both values of __VERIFIER_nondet_bool are explored: the bug is only on
// the path where both flags are true.
// EXPECT: error assert
// TAGS: nondet bool
#include <assert.h>
#include <stdbool.h>

extern _Bool __VERIFIER_nondet_bool(void);

int main(void) {
    bool read_only = __VERIFIER_nondet_bool();
    bool write_back = __VERIFIER_nondet_bool();
    int mode = (read_only ? 1 : 0) + (write_back ? 2 : 0);
    assert(mode != 3); // ERROR
    return 0;
}
