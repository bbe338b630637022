// arc4random's value is nondeterministic: a program that assumes it is never 3 is wrong.
// EXPECT: error assert
#include <assert.h>
#include <stdlib.h>

int main(void) {
    unsigned v = arc4random();
    assert(v != 3); // ERROR
    return 0;
}
