/* sys/errno.h -- the old name of <errno.h>, which glibc keeps for older code. */
#ifndef _DIVM_SYS_ERRNO_H
#define _DIVM_SYS_ERRNO_H
#include <errno.h>
#endif
