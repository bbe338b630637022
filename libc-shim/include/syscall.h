/* syscall.h -- the old name of <sys/syscall.h> (glibc keeps it). */
#include <sys/syscall.h>
