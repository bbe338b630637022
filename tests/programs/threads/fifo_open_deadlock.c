// Opening a FIFO for reading blocks until a writer opens it; nobody ever does, so the open blocks for ever (a deadlock).
// EXPECT: error deadlock
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

int main(void) {
    mkfifo("/tmp/fifo", 0600);
    int fd = open("/tmp/fifo", O_RDONLY); // ERROR
    close(fd);
    return 0;
}
