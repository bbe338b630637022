// A single thread writes more than the pipe holds (65536 bytes, Linux's default capacity) with nobody to read: the write blocks for ever, a deadlock.
// EXPECT: error deadlock
#include <unistd.h>

static char buf[70000];

int main(void) {
    int fds[2];
    pipe(fds);
    write(fds[1], buf, sizeof buf); // ERROR
    return 0;
}
