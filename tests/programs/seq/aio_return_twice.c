// aio_return may be called once per operation (POSIX): divm then fails
// aio_error and aio_return with EINVAL (glibc returns the stale result),
// so a program that takes the result twice sees it, here through its own
// assertion.
// EXPECT: error assert
#include <aio.h>
#include <assert.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

int main(void) {
    int fd = open("/tmp/f", O_RDWR | O_CREAT, 0600);
    struct aiocb cb;
    memset(&cb, 0, sizeof cb);
    cb.aio_fildes = fd;
    cb.aio_buf = "abcd";
    cb.aio_nbytes = 4;
    assert(aio_write(&cb) == 0);
    assert(aio_error(&cb) == 0);
    assert(aio_return(&cb) == 4);
    assert(aio_return(&cb) == 4); // ERROR
    return 0;
}
