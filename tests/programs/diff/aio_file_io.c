// POSIX asynchronous I/O on a file and a pipe: aio_write/aio_read at
// offsets (waited for with aio_suspend, then aio_error and aio_return),
// O_APPEND writes, a bad descriptor and a negative offset reported by
// aio_error (EBADF, EINVAL) with aio_return -1, aio_fsync (EINVAL for a
// bad op, EBADF for a bad descriptor), aio_cancel on finished operations,
// lio_listio with LIO_WAIT (EIO when one fails) and LIO_NOWAIT, and a
// SIGEV_SIGNAL notification with its value. divm had no <aio.h>.
// EXPECT: safe
// MODE: run-diff
#include <aio.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static void wait_for(struct aiocb *cb) {
    const struct aiocb *list[2] = {NULL, cb};
    while (aio_error(cb) == EINPROGRESS)
        aio_suspend(list, 2, NULL);
}

static void show(const char *what, struct aiocb *cb) {
    wait_for(cb);
    int e = aio_error(cb);
    ssize_t r = aio_return(cb);
    printf("%s: error %s return %zd\n", what, e ? strerror(e) : "0", r);
}

static volatile sig_atomic_t got, got_value;

static void on_signal(int sig, siginfo_t *si, void *uc) {
    (void)uc;
    got = sig;
    got_value = si->si_value.sival_int;
}

int main(void) {
    char path[64];
    snprintf(path, sizeof path, "/tmp/divm_aio_%d", (int)getpid());
    int fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0600);
    if (fd < 0)
        return 1;

    struct aiocb w;
    memset(&w, 0, sizeof w);
    w.aio_fildes = fd;
    w.aio_buf = "hello, world";
    w.aio_nbytes = 12;
    w.aio_offset = 4;
    w.aio_sigevent.sigev_notify = SIGEV_NONE;
    printf("aio_write %d\n", aio_write(&w));
    show("write", &w);
    printf("size %ld\n", (long)lseek(fd, 0, SEEK_END));

    char buf[32] = {0};
    struct aiocb r;
    memset(&r, 0, sizeof r);
    r.aio_fildes = fd;
    r.aio_buf = buf;
    r.aio_nbytes = sizeof buf;
    r.aio_offset = 0;
    printf("aio_read %d\n", aio_read(&r));
    show("read", &r);
    printf("bytes: %d %d %d %d %.12s\n", buf[0], buf[1], buf[2], buf[3], buf + 4);

    // at the end of the file: 0 bytes
    r.aio_offset = 100;
    aio_read(&r);
    show("read past end", &r);

    // a bad descriptor and a negative offset: the operation's error
    struct aiocb bad;
    memset(&bad, 0, sizeof bad);
    bad.aio_fildes = 99;
    bad.aio_buf = buf;
    bad.aio_nbytes = 4;
    printf("aio_read bad fd %d\n", aio_read(&bad));
    show("bad fd", &bad);
    bad.aio_fildes = fd;
    bad.aio_offset = -1;
    printf("aio_read negative offset %d\n", aio_read(&bad));
    show("negative offset", &bad);

    // aio_fsync
    struct aiocb s;
    memset(&s, 0, sizeof s);
    s.aio_fildes = fd;
    printf("aio_fsync %d\n", aio_fsync(O_SYNC, &s));
    show("fsync", &s);
    printf("aio_fsync O_DSYNC %d\n", aio_fsync(O_DSYNC, &s));
    show("fdatasync", &s);
    errno = 0;
    printf("aio_fsync bad op %d %s\n", aio_fsync(12345, &s), strerror(errno));
    s.aio_fildes = 99;
    errno = 0;
    printf("aio_fsync bad fd %d %s\n", aio_fsync(O_SYNC, &s), strerror(errno));

    // aio_cancel: everything is done
    printf("cancel all %d\n", aio_cancel(fd, NULL) == AIO_ALLDONE);
    printf("cancel one %d\n", aio_cancel(fd, &r) == AIO_ALLDONE);
    errno = 0;
    printf("cancel bad fd %d %s\n", aio_cancel(99, NULL), strerror(errno));

    // lio_listio: two writes and a read that sees the first
    char a[] = "AAAA", b[] = "BB", c[8] = {0};
    struct aiocb l1, l2, l3, l4;
    memset(&l1, 0, sizeof l1);
    memset(&l2, 0, sizeof l2);
    memset(&l3, 0, sizeof l3);
    memset(&l4, 0, sizeof l4);
    l1.aio_fildes = l2.aio_fildes = l3.aio_fildes = fd;
    l1.aio_lio_opcode = LIO_WRITE;
    l1.aio_buf = a;
    l1.aio_nbytes = 4;
    l1.aio_offset = 20;
    l2.aio_lio_opcode = LIO_NOP;
    l3.aio_lio_opcode = LIO_WRITE;
    l3.aio_buf = b;
    l3.aio_nbytes = 2;
    l3.aio_offset = 30;
    struct aiocb *list[] = {&l1, NULL, &l2, &l3};
    printf("lio_listio wait %d\n", lio_listio(LIO_WAIT, list, 4, NULL));
    show("l1", &l1);
    show("l3", &l3);
    l4.aio_fildes = fd;
    l4.aio_lio_opcode = LIO_READ;
    l4.aio_buf = c;
    l4.aio_nbytes = 4;
    l4.aio_offset = 20;
    struct aiocb *one[] = {&l4};
    printf("lio_listio nowait %d\n", lio_listio(LIO_NOWAIT, one, 1, NULL));
    show("l4", &l4);
    printf("read back %s\n", c);
    l1.aio_fildes = 99;
    errno = 0;
    printf("lio_listio with a failure %d %s\n", lio_listio(LIO_WAIT, list, 4, NULL), strerror(errno));
    show("l1 failed", &l1);
    show("l3 fine", &l3);

    // O_APPEND: the write goes to the end whatever the offset
    int afd = open(path, O_WRONLY | O_APPEND);
    struct aiocb ap;
    memset(&ap, 0, sizeof ap);
    ap.aio_fildes = afd;
    ap.aio_buf = "tail";
    ap.aio_nbytes = 4;
    ap.aio_offset = 0;
    aio_write(&ap);
    show("append", &ap);
    printf("size %ld\n", (long)lseek(fd, 0, SEEK_END));
    close(afd);

    // a pipe cannot seek: the read reads what is there
    int p[2];
    if (pipe(p) != 0)
        return 1;
    if (write(p[1], "pipe!", 5) != 5)
        return 1;
    memset(buf, 0, sizeof buf);
    struct aiocb pr;
    memset(&pr, 0, sizeof pr);
    pr.aio_fildes = p[0];
    pr.aio_buf = buf;
    pr.aio_nbytes = 5;
    aio_read(&pr);
    show("pipe read", &pr);
    printf("pipe got %s\n", buf);

    // SIGEV_SIGNAL: the signal comes with the value once the write is done
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_signal;
    sa.sa_flags = SA_SIGINFO;
    sigaction(SIGUSR1, &sa, NULL);
    struct aiocb sg;
    memset(&sg, 0, sizeof sg);
    sg.aio_fildes = fd;
    sg.aio_buf = "!";
    sg.aio_nbytes = 1;
    sg.aio_offset = 0;
    sg.aio_sigevent.sigev_notify = SIGEV_SIGNAL;
    sg.aio_sigevent.sigev_signo = SIGUSR1;
    sg.aio_sigevent.sigev_value.sival_int = 42;
    aio_write(&sg);
    wait_for(&sg);
    while (!got)
        usleep(1000);
    printf("signal %d value %d\n", got == SIGUSR1, got_value);
    show("signalled write", &sg);

    close(p[0]);
    close(p[1]);
    close(fd);
    unlink(path);
    return 0;
}
