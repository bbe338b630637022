// The simplest run that never ends: an empty loop, whose every turn returns to the same state.
// EXPECT: error nontermination
// FLAGS: --termination
#include <stdlib.h>

int main(void) {
    if (getenv("NEVER"))
        return 1;
    for (;;) // ERROR
        ;
}
