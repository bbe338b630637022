// arc4random_uniform(6) is a nondeterministic value below 6: the search reaches a 5 (the assertion fails), and arc4random and arc4random_buf give nondeterministic values too.
// EXPECT: error assert
#include <assert.h>
#include <stdlib.h>

int main(void) {
    unsigned d = arc4random_uniform(6);
    assert(d < 6);
    assert(d != 5); // ERROR
    return 0;
}
