/* sys/fcntl.h -- the old name of <fcntl.h>, which glibc keeps for older code. */
#ifndef _DIVM_SYS_FCNTL_H
#define _DIVM_SYS_FCNTL_H
#include <fcntl.h>
#endif
