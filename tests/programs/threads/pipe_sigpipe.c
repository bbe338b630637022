// A write to a pipe with no read end left raises SIGPIPE, whose default action kills the process (an error of kind other, at the write).
// EXPECT: error other
#include <unistd.h>

int main(void) {
    int fds[2];
    pipe(fds);
    close(fds[0]);
    write(fds[1], "x", 1); // ERROR
    return 0;
}
