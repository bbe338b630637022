/* sys/ioctl.h -- no device takes a request: ioctl fails with ENOTTY on an
 * open descriptor (EBADF otherwise), except FIONBIO. */
#ifndef _DIVM_SYS_IOCTL_H
#define _DIVM_SYS_IOCTL_H
#include <bits/cdefs.h>
__DIVM_BEGIN_DECLS

struct winsize {
    unsigned short ws_row;
    unsigned short ws_col;
    unsigned short ws_xpixel;
    unsigned short ws_ypixel;
};

#define TCGETS 0x5401
#define TCSETS 0x5402
#define TIOCGWINSZ 0x5413
#define TIOCSWINSZ 0x5414
#define FIONREAD 0x541B
#define FIONBIO 0x5421

int ioctl(int fd, unsigned long request, ...);

__DIVM_END_DECLS
#endif
