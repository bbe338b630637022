/* aio.c -- POSIX asynchronous I/O, completed at once: aio_read, aio_write
 * and aio_fsync do the transfer inside the call (POSIX lets an operation
 * complete before the call returns), store its error status and result in
 * the control block, then notify as its aio_sigevent asks: SIGEV_NONE
 * nothing, SIGEV_SIGNAL the signal with si_code SI_ASYNCIO and the
 * sigev_value (delivered at once, or pending while blocked, as a timer's),
 * SIGEV_THREAD a detached thread running the function. So aio_error never
 * says EINPROGRESS, aio_suspend never waits and aio_cancel finds every
 * operation done (AIO_ALLDONE).
 *
 * As glibc: a read is pread (read where the descriptor cannot seek); a
 * write is pwrite, or write on an O_APPEND descriptor; a bad descriptor or
 * offset is not refused by aio_read/aio_write but is the operation's error
 * (aio_error EBADF, aio_return -1); aio_fsync refuses a bad descriptor
 * and an op other than O_SYNC/O_DSYNC; lio_listio with LIO_WAIT notifies
 * no single operation and fails with EIO if one failed.
 *
 * aio_return may be called once per operation (POSIX): afterwards, and on
 * a control block never submitted (zeroed), aio_error and aio_return fail
 * with EINVAL. The calls keep errno when they succeed. */
#include "dios.h"
#include <aio.h>
#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <unistd.h>

_Static_assert(sizeof(struct aiocb) == 168 && offsetof(struct aiocb, aio_offset) == 128, "glibc's x86-64 layout");

enum { NONE = 0, DONE = 0x41494f31, REAPED = 0x41494f32 }; /* __state */

/* Tell the program as `ev` asks that an operation (or a list) is done. */
static void notify(const struct sigevent *ev) {
    if (ev->sigev_notify == SIGEV_SIGNAL) {
        if (ev->sigev_signo > 0 && ev->sigev_signo < DIOS_NSIG)
            __dios_signal_gen(ev->sigev_signo, SI_ASYNCIO, ev->sigev_value.sival_ptr);
    } else if (ev->sigev_notify == SIGEV_THREAD && ev->sigev_notify_function) {
        __dios_sigev_thread(ev->sigev_notify_function, ev->sigev_value.sival_ptr);
    }
}

/* Do cb's operation (LIO_READ, LIO_WRITE, or an fsync with `op`) and keep
 * its outcome in cb; errno is left as it was. */
static void perform(struct aiocb *cb, int opcode, int op) {
    int saved = errno;
    int fd = cb->aio_fildes;
    void *buf = (void *)cb->aio_buf;
    ssize_t r;
    errno = 0;
    if (opcode == LIO_READ) {
        r = pread(fd, buf, cb->aio_nbytes, cb->aio_offset);
        if (r < 0 && errno == ESPIPE)
            r = read(fd, buf, cb->aio_nbytes);
    } else if (opcode == LIO_WRITE) {
        int fl = fcntl(fd, F_GETFL);
        if (fl >= 0 && (fl & O_APPEND))
            r = write(fd, buf, cb->aio_nbytes);
        else {
            r = pwrite(fd, buf, cb->aio_nbytes, cb->aio_offset);
            if (r < 0 && errno == ESPIPE)
                r = write(fd, buf, cb->aio_nbytes);
        }
    } else {
        r = op == O_DSYNC ? fdatasync(fd) : fsync(fd);
    }
    cb->__return_value = r;
    cb->__error_code = r < 0 ? errno : 0;
    cb->__state = DONE;
    errno = saved;
}

/* cb's operation is refused: it is done, with EINVAL. */
static void refuse(struct aiocb *cb) {
    cb->__return_value = -1;
    cb->__error_code = EINVAL;
    cb->__state = DONE;
}

static int submit(struct aiocb *cb, int opcode, int op, int individual) {
    if (cb->aio_reqprio < 0) {
        refuse(cb);
        return errno = EINVAL, -1;
    }
    perform(cb, opcode, op);
    if (individual)
        notify(&cb->aio_sigevent);
    return 0;
}

int aio_read(struct aiocb *cb) { return submit(cb, LIO_READ, 0, 1); }

int aio_write(struct aiocb *cb) { return submit(cb, LIO_WRITE, 0, 1); }

int aio_fsync(int op, struct aiocb *cb) {
    if (op != O_SYNC && op != O_DSYNC)
        return errno = EINVAL, -1;
    int fl = fcntl(cb->aio_fildes, F_GETFL);
    if (fl < 0 || (fl & O_ACCMODE) == O_RDONLY)
        return errno = EBADF, -1;
    return submit(cb, -1, op, 1);
}

int aio_error(const struct aiocb *cb) {
    if (cb->__state != DONE)
        return errno = EINVAL, -1;
    return cb->__error_code;
}

ssize_t aio_return(struct aiocb *cb) {
    if (cb->__state != DONE)
        return errno = EINVAL, -1;
    cb->__state = REAPED;
    return cb->__return_value;
}

/* Every submitted operation is complete, so nothing is waited for. */
int aio_suspend(const struct aiocb *const list[], int n, const struct timespec *timeout) {
    (void)list, (void)n, (void)timeout;
    return 0;
}

int aio_cancel(int fd, struct aiocb *cb) {
    if (fcntl(fd, F_GETFL) < 0)
        return errno = EBADF, -1;
    if (cb && cb->aio_fildes != fd)
        return errno = EINVAL, -1;
    return AIO_ALLDONE;
}

int lio_listio(int mode, struct aiocb *const list[], int n, struct sigevent *restrict sig) {
    if ((mode != LIO_WAIT && mode != LIO_NOWAIT) || n < 0)
        return errno = EINVAL, -1;
    int failed = 0;
    for (int i = 0; i < n; i++) {
        struct aiocb *cb = list[i];
        if (!cb || cb->aio_lio_opcode == LIO_NOP)
            continue;
        if (cb->aio_lio_opcode != LIO_READ && cb->aio_lio_opcode != LIO_WRITE) {
            refuse(cb);
            failed = 1;
            continue;
        }
        if (submit(cb, cb->aio_lio_opcode, 0, mode == LIO_NOWAIT) != 0 || cb->__error_code != 0)
            failed = 1;
    }
    if (mode == LIO_WAIT)
        return failed ? (errno = EIO, -1) : 0;
    if (sig)
        notify(sig);
    return 0;
}

void aio_init(const struct aioinit *init) { (void)init; }
