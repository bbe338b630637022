/* sys/sendfile.h -- Linux's sendfile (dios/sendfile.c): copies between
 * two descriptors without the program's buffer. */
#ifndef _DIVM_SYS_SENDFILE_H
#define _DIVM_SYS_SENDFILE_H
#include <bits/cdefs.h>
#include <sys/types.h>
__DIVM_BEGIN_DECLS

ssize_t sendfile(int out_fd, int in_fd, off_t *offset, size_t count);

#if defined(_LARGEFILE64_SOURCE) || defined(_GNU_SOURCE)
#define sendfile64 sendfile
#endif

__DIVM_END_DECLS
#endif
