// strerror_r writes up to the size it is given: a size larger than the buffer lets the message overflow it (diff/strerror_r_xsi.c passes true sizes).
// EXPECT: error memory
#include <errno.h>
#include <string.h>

int main(void) {
    char buf[8];
    return strerror_r(ENOENT, buf, 64); // ERROR
}
