// A non-zero exit status is an error of kind exit in check mode, reported at the exit() call.
// EXPECT: error exit
#include <stdlib.h>
#include <stdio.h>

static void fail(const char *why) {
    printf("failure: %s\n", why);
    exit(2); // ERROR
}

int main(void) {
    int ok = 0;
    if (!ok) fail("not ok");
    return 0;
}
