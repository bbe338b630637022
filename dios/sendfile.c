/* sendfile.c -- Linux's sendfile: up to count bytes from in_fd to out_fd
 * through a buffer of the OS's, 4 KiB at a time. With an offset it reads
 * in_fd there (pread), advances *offset and leaves in_fd's file offset
 * alone; without one it reads from and advances in_fd's offset. As Linux:
 * in_fd must be open for reading and out_fd for writing (EBADF), in_fd
 * must be able to seek (EINVAL for a pipe or socket), a negative *offset
 * is EINVAL, out_fd in append mode is EINVAL; the result is the number of
 * bytes written, short at the end of in_fd, and an error only when nothing
 * was written. */
#include "dios.h"
#include <errno.h>
#include <fcntl.h>
#include <sys/sendfile.h>
#include <unistd.h>

#define CHUNK 4096

ssize_t sendfile(int out_fd, int in_fd, off_t *offset, size_t count) {
    int in_fl = fcntl(in_fd, F_GETFL), out_fl = fcntl(out_fd, F_GETFL);
    if (in_fl < 0 || out_fl < 0 || (in_fl & O_ACCMODE) == O_WRONLY || (out_fl & O_ACCMODE) == O_RDONLY)
        return errno = EBADF, -1;
    if (out_fl & O_APPEND)
        return errno = EINVAL, -1;
    off_t start = lseek(in_fd, 0, SEEK_CUR);
    if (start < 0)
        return errno = EINVAL, -1;
    if (offset && *offset < 0)
        return errno = EINVAL, -1;
    off_t pos = offset ? *offset : start;
    char *buf = __dios_alloc(CHUNK);
    size_t done = 0;
    int err = 0;
    while (done < count) {
        size_t want = count - done < CHUNK ? count - done : CHUNK;
        ssize_t got = pread(in_fd, buf, want, pos);
        if (got < 0) {
            err = errno;
            break;
        }
        if (got == 0)
            break;
        ssize_t put = 0;
        while (put < got) {
            ssize_t w = write(out_fd, buf + put, (size_t)(got - put));
            if (w < 0) {
                err = errno;
                break;
            }
            put += w;
        }
        done += (size_t)put;
        pos += put;
        if (put < got)
            break;
    }
    __vm_obj_free(buf);
    if (offset)
        *offset = pos;
    else
        lseek(in_fd, pos, SEEK_SET);
    if (done == 0 && err)
        return errno = err, -1;
    return (ssize_t)done;
}
