// sprintf of a formatted number into a buffer too small for it overflows the buffer at the sprintf call.
// EXPECT: error memory
#include <stdio.h>

int main(void) {
    char buf[6];
    int value = 1234567;
    sprintf(buf, "v=%d", value); // ERROR
    puts(buf);
    return 0;
}
