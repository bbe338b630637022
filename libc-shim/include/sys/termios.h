/* sys/termios.h -- the old name of <termios.h> (glibc keeps it). */
#include <termios.h>
