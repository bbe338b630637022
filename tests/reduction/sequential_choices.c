// One thread, a choice in every turn: each turn still ends an edge, and
// every sequence of choices is explored (only all ones fails).
#include <assert.h>
extern _Bool __VERIFIER_nondet_bool(void);
int main(void) {
    int ones = 0;
    for (int i = 0; i < 6; i++)
        ones += __VERIFIER_nondet_bool();
    assert(ones != 6);
    return 0;
}
