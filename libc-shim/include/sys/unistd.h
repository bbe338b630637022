/* sys/unistd.h -- the old name of <unistd.h>, which glibc keeps for older code. */
#ifndef _DIVM_SYS_UNISTD_H
#define _DIVM_SYS_UNISTD_H
#include <unistd.h>
#endif
