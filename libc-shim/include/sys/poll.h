/* sys/poll.h -- the old name of <poll.h>, which glibc keeps for older code. */
#ifndef _DIVM_SYS_POLL_H
#define _DIVM_SYS_POLL_H
#include <poll.h>
#endif
