// arc4random_uniform(n) is below n for every value the search tries (0 for n = 0), and arc4random_buf fills every byte asked for, nothing more.
// EXPECT: safe
#include <assert.h>
#include <stdlib.h>

int main(void) {
    unsigned d = arc4random_uniform(6);
    assert(d < 6);
    assert(arc4random_uniform(0) == 0);
    assert(arc4random_uniform(1) == 0);
    unsigned char buf[7] = {0, 0, 0, 0, 0, 0, 0};
    buf[6] = 0xAA;
    arc4random_buf(buf, 6);
    assert(buf[6] == 0xAA);
    unsigned v = arc4random();
    (void)v;
    return 0;
}
