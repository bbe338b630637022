// A block entered again (a loop body) brings its variable back, undefined;
// the pointer kept from the last turn is dangling once the loop is left.
// EXPECT: error memory
#include <string.h>

int main(void) {
    char *last = 0;
    int n = 0;
    for (int i = 0; i < 3; i++) {
        char buf[8];
        memset(buf, 'a' + i, sizeof buf);
        last = buf;
        n += buf[7]; /* in scope: fine */
    }
    return last[0] + n; // ERROR
}
