/* sys/syslog.h -- the old name of <syslog.h> (glibc keeps it). */
#include <syslog.h>
