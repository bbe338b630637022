/* sys/eventfd.h -- Linux's eventfd (dios/eventfd.c): a descriptor over a
 * 64-bit counter that read takes and write adds to. Values are Linux's. */
#ifndef _DIVM_SYS_EVENTFD_H
#define _DIVM_SYS_EVENTFD_H
#include <bits/cdefs.h>
#include <stdint.h>
__DIVM_BEGIN_DECLS

typedef uint64_t eventfd_t;

#define EFD_SEMAPHORE 00000001
#define EFD_CLOEXEC 02000000
#define EFD_NONBLOCK 00004000

int eventfd(unsigned int initval, int flags);
int eventfd_read(int fd, eventfd_t *value);
int eventfd_write(int fd, eventfd_t value);

__DIVM_END_DECLS
#endif
