// Linux eventfd: a write adds to the counter, a read takes all of it (or 1
// with EFD_SEMAPHORE) and fails with EAGAIN at 0 when non-blocking; short
// buffers and the value 2^64-1 are EINVAL, an overflowing non-blocking
// write EAGAIN; poll and epoll see POLLIN only while the counter is
// positive; a dup shares the counter; eventfd_read/eventfd_write. divm had
// no <sys/eventfd.h>.
// EXPECT: safe
// MODE: run-diff
#include <errno.h>
#include <poll.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <unistd.h>

static void show_poll(const char *what, int fd) {
    struct pollfd p = {fd, POLLIN | POLLOUT, 0};
    int n = poll(&p, 1, 0);
    printf("%s: poll %d in %d out %d\n", what, n, (p.revents & POLLIN) != 0, (p.revents & POLLOUT) != 0);
}

int main(void) {
    int fd = eventfd(5, EFD_NONBLOCK | EFD_CLOEXEC);
    if (fd < 0)
        return 1;
    uint64_t v = 0;
    show_poll("initial", fd);
    printf("read %zd value %llu\n", read(fd, &v, sizeof v), (unsigned long long)v);
    errno = 0;
    printf("empty read %zd EAGAIN %d\n", read(fd, &v, sizeof v), errno == EAGAIN);
    show_poll("empty", fd);
    v = 10;
    printf("write %zd\n", write(fd, &v, sizeof v));
    printf("eventfd_write %d\n", eventfd_write(fd, 32));
    int fd2 = dup(fd);
    eventfd_t got = 0;
    printf("eventfd_read via dup %d value %llu\n", eventfd_read(fd2, &got), (unsigned long long)got);
    close(fd2);

    /* bad sizes and values */
    char small[4] = {0};
    errno = 0;
    printf("short read %zd EINVAL %d\n", read(fd, small, sizeof small), errno == EINVAL);
    errno = 0;
    printf("short write %zd EINVAL %d\n", write(fd, small, sizeof small), errno == EINVAL);
    v = UINT64_MAX;
    errno = 0;
    printf("write max %zd EINVAL %d\n", write(fd, &v, sizeof v), errno == EINVAL);
    v = UINT64_MAX - 1;
    printf("write max-1 %zd\n", write(fd, &v, sizeof v));
    v = 1;
    errno = 0;
    printf("overflow %zd EAGAIN %d\n", write(fd, &v, sizeof v), errno == EAGAIN);
    char big[16];
    printf("read into 16 bytes %zd\n", read(fd, big, sizeof big));
    errno = 0;
    printf("bad flags %d EINVAL %d\n", eventfd(0, 0x40), errno == EINVAL);

    /* EFD_SEMAPHORE: one at a time */
    int s = eventfd(2, EFD_SEMAPHORE | EFD_NONBLOCK);
    for (int i = 0; i < 3; i++) {
        errno = 0;
        int r = eventfd_read(s, &got);
        printf("semaphore read %d value %llu EAGAIN %d\n", r, (unsigned long long)(r == 0 ? got : 0), errno == EAGAIN);
    }

    /* epoll, level-triggered */
    int ep = epoll_create1(0);
    struct epoll_event ev = {.events = EPOLLIN, .data.u32 = 7};
    printf("epoll_ctl %d\n", epoll_ctl(ep, EPOLL_CTL_ADD, s, &ev));
    struct epoll_event out[2];
    printf("epoll_wait empty %d\n", epoll_wait(ep, out, 2, 0));
    eventfd_write(s, 1);
    int n = epoll_wait(ep, out, 2, 0);
    printf("epoll_wait %d data %u in %d\n", n, n > 0 ? out[0].data.u32 : 0, n > 0 && (out[0].events & EPOLLIN));
    close(ep);
    close(s);
    close(fd);
    return 0;
}
