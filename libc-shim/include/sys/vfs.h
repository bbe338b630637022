/* sys/vfs.h -- glibc's other name of <sys/statfs.h>. */
#ifndef _DIVM_SYS_VFS_H
#define _DIVM_SYS_VFS_H
#include <sys/statfs.h>
#endif
