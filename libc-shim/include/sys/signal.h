/* sys/signal.h -- the old name of <signal.h>, which glibc keeps for older code. */
#ifndef _DIVM_SYS_SIGNAL_H
#define _DIVM_SYS_SIGNAL_H
#include <signal.h>
#endif
