// A loop that ends the process with exit() after three turns terminates, although the loop itself has no exit.
// EXPECT: safe
// FLAGS: --termination
#include <stdlib.h>

int main(void) {
    volatile int n = 0;
    for (;;) {
        if (++n == 3)
            exit(0);
    }
}
