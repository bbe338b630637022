/* sys/mman.h -- memory mappings: anonymous ones, and copies of files
 * (private, or shared read-only); dios/mman.c says what is modelled. */
#ifndef _DIVM_SYS_MMAN_H
#define _DIVM_SYS_MMAN_H
#include <bits/cdefs.h>
#include <bits/types.h>
#define __need_size_t
#include <stddef.h>
__DIVM_BEGIN_DECLS

#ifndef __DIVM_OFF_T
#define __DIVM_OFF_T
typedef __divm_off_t off_t;
#endif
#ifndef __DIVM_MODE_T
#define __DIVM_MODE_T
typedef __divm_mode_t mode_t;
#endif

#define PROT_NONE 0
#define PROT_READ 1
#define PROT_WRITE 2
#define PROT_EXEC 4

#define MAP_SHARED 0x01
#define MAP_PRIVATE 0x02
#define MAP_FIXED 0x10
#define MAP_ANONYMOUS 0x20
#define MAP_ANON MAP_ANONYMOUS
#define MAP_GROWSDOWN 0x100
#define MAP_NORESERVE 0x4000
#define MAP_POPULATE 0x8000
#define MAP_STACK 0x20000
#define MAP_FAILED ((void *)-1)

#define MS_ASYNC 1
#define MS_INVALIDATE 2
#define MS_SYNC 4

#define MCL_CURRENT 1
#define MCL_FUTURE 2

#define MADV_NORMAL 0
#define MADV_RANDOM 1
#define MADV_SEQUENTIAL 2
#define MADV_WILLNEED 3
#define MADV_DONTNEED 4
#define POSIX_MADV_NORMAL 0
#define POSIX_MADV_RANDOM 1
#define POSIX_MADV_SEQUENTIAL 2
#define POSIX_MADV_WILLNEED 3
#define POSIX_MADV_DONTNEED 4

void *mmap(void *addr, size_t len, int prot, int flags, int fd, off_t off);
int munmap(void *addr, size_t len);
int mprotect(void *addr, size_t len, int prot);
int msync(void *addr, size_t len, int flags);
int mlock(const void *addr, size_t len);
int munlock(const void *addr, size_t len);
int mlockall(int flags);
int munlockall(void);
int madvise(void *addr, size_t len, int advice);
int posix_madvise(void *addr, size_t len, int advice);
int shm_open(const char *name, int oflag, mode_t mode);
int shm_unlink(const char *name);

/* The large-file names: off_t is already 64 bits. */
#if defined(_LARGEFILE64_SOURCE) || defined(_GNU_SOURCE)
#define mmap64 mmap
#endif

__DIVM_END_DECLS
#endif
