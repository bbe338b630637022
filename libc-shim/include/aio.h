/* aio.h -- POSIX asynchronous I/O (dios/aio.c). divm completes each
 * operation inside the call that starts it (POSIX allows an operation to
 * finish before the call returns), so aio_error never says EINPROGRESS
 * and aio_cancel finds nothing to cancel. struct aiocb has glibc's x86-64
 * layout (168 bytes, aio_offset at 128); the constants are glibc's. */
#ifndef _DIVM_AIO_H
#define _DIVM_AIO_H
#include <bits/cdefs.h>
#include <signal.h>
#include <stddef.h>
#include <sys/types.h>
#include <time.h>
__DIVM_BEGIN_DECLS

struct aiocb {
    int aio_fildes;
    int aio_lio_opcode;
    int aio_reqprio;
    volatile void *aio_buf;
    size_t aio_nbytes;
    struct sigevent aio_sigevent;
    /* divm's private state, where glibc keeps its own */
    struct aiocb *__next_prio;
    int __abs_prio;
    int __state;
    int __error_code;
    ssize_t __return_value;
    off_t aio_offset;
    char __glibc_reserved[32];
};

/* aio_cancel's results */
#define AIO_CANCELED 0
#define AIO_NOTCANCELED 1
#define AIO_ALLDONE 2

/* aio_lio_opcode */
#define LIO_READ 0
#define LIO_WRITE 1
#define LIO_NOP 2

/* lio_listio's mode */
#define LIO_WAIT 0
#define LIO_NOWAIT 1

/* glibc's tuning hints (aio_init): accepted, nothing to tune */
struct aioinit {
    int aio_threads;
    int aio_num;
    int aio_locks;
    int aio_usedba;
    int aio_debug;
    int aio_numusers;
    int aio_idle_time;
    int aio_reserved;
};

int aio_read(struct aiocb *cb);
int aio_write(struct aiocb *cb);
int aio_fsync(int op, struct aiocb *cb);
int aio_error(const struct aiocb *cb);
ssize_t aio_return(struct aiocb *cb);
int aio_suspend(const struct aiocb *const list[], int n, const struct timespec *timeout);
int aio_cancel(int fd, struct aiocb *cb);
int lio_listio(int mode, struct aiocb *const list[], int n, struct sigevent *__restrict sig);
void aio_init(const struct aioinit *init);

__DIVM_END_DECLS
#endif
