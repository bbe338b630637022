/* wait.h -- the old name of <sys/wait.h> (glibc keeps it). */
#include <sys/wait.h>
