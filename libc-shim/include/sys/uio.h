/* sys/uio.h -- scatter-gather I/O over DiOS's descriptors (dios/uio.c):
 * readv and writev. Layouts are glibc's on x86-64. */
#ifndef _DIVM_SYS_UIO_H
#define _DIVM_SYS_UIO_H
#include <bits/cdefs.h>
#include <bits/types.h>
#define __need_size_t
#include <stddef.h>
__DIVM_BEGIN_DECLS

#ifndef __DIVM_SSIZE_T
#define __DIVM_SSIZE_T
typedef __divm_ssize_t ssize_t;
#endif

struct iovec {
    void *iov_base;
    size_t iov_len;
};

#define UIO_MAXIOV 1024

ssize_t readv(int fd, const struct iovec *iov, int iovcnt);
ssize_t writev(int fd, const struct iovec *iov, int iovcnt);

__DIVM_END_DECLS
#endif
