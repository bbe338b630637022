// aio_read into a buffer shorter than aio_nbytes writes past its end: the
// read completes inside the call, so the overflow is reported there.
// EXPECT: error memory
#include <aio.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

int main(void) {
    int fd = open("/tmp/f", O_RDWR | O_CREAT, 0600);
    if (write(fd, "0123456789", 10) != 10)
        return 1;
    char buf[8];
    struct aiocb cb;
    memset(&cb, 0, sizeof cb);
    cb.aio_fildes = fd;
    cb.aio_buf = buf;
    cb.aio_nbytes = 10;
    aio_read(&cb); // ERROR
    return buf[0];
}
