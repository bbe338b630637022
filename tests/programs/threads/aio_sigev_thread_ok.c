// aio_write with SIGEV_THREAD: the notification function runs in a new
// thread with the sigev_value once the write is done, so the data it
// reads back is there; main waits for it on a semaphore. lio_listio's
// own notification (LIO_NOWAIT) too.
// EXPECT: safe
#include <aio.h>
#include <assert.h>
#include <fcntl.h>
#include <semaphore.h>
#include <string.h>
#include <unistd.h>

static sem_t done;
static int fd;

static void notified(union sigval v) {
    struct aiocb *cb = v.sival_ptr;
    assert(aio_error(cb) == 0);
    assert(aio_return(cb) == 3);
    char b[4] = {0};
    assert(pread(fd, b, 3, 0) == 3 && strcmp(b, "abc") == 0);
    sem_post(&done);
}

static void list_done(union sigval v) {
    assert(v.sival_int == 7);
    sem_post(&done);
}

int main(void) {
    sem_init(&done, 0, 0);
    fd = open("/tmp/aio", O_RDWR | O_CREAT, 0600);
    assert(fd >= 0);
    struct aiocb cb;
    memset(&cb, 0, sizeof cb);
    cb.aio_fildes = fd;
    cb.aio_buf = "abc";
    cb.aio_nbytes = 3;
    cb.aio_sigevent.sigev_notify = SIGEV_THREAD;
    cb.aio_sigevent.sigev_notify_function = notified;
    cb.aio_sigevent.sigev_value.sival_ptr = &cb;
    assert(aio_write(&cb) == 0);
    sem_wait(&done);

    struct aiocb w;
    memset(&w, 0, sizeof w);
    w.aio_fildes = fd;
    w.aio_lio_opcode = LIO_WRITE;
    w.aio_buf = "xyz";
    w.aio_nbytes = 3;
    w.aio_offset = 3;
    struct aiocb *list[] = {&w};
    struct sigevent ev;
    memset(&ev, 0, sizeof ev);
    ev.sigev_notify = SIGEV_THREAD;
    ev.sigev_notify_function = list_done;
    ev.sigev_value.sival_int = 7;
    assert(lio_listio(LIO_NOWAIT, list, 1, &ev) == 0);
    sem_wait(&done);
    assert(aio_error(&w) == 0 && aio_return(&w) == 3);
    close(fd);
    return 0;
}
