// With -DNDEBUG (passed through FLAGS to the compiler) a false assert() is compiled out: safe.
// EXPECT: safe
// FLAGS: -DNDEBUG
#include <assert.h>
#include <stdio.h>

int main(void) {
    int x = 3;
    assert(x == 4);
    printf("%d\n", x);
    return 0;
}
