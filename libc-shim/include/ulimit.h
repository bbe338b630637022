/* ulimit.h -- the old XSI limit interface (libc-shim/src/ulimit.c), over
 * getrlimit/setrlimit's RLIMIT_FSIZE in 512-byte blocks. Values are
 * glibc's. */
#ifndef _DIVM_ULIMIT_H
#define _DIVM_ULIMIT_H
#include <bits/cdefs.h>
__DIVM_BEGIN_DECLS

#define UL_GETFSIZE 1
#define UL_SETFSIZE 2
/* glibc's own commands */
#define __UL_GETMAXBRK 3
#define __UL_GETOPENMAX 4

long ulimit(int cmd, ...);

__DIVM_END_DECLS
#endif
