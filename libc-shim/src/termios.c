/* termios.c -- the speed fields of struct termios and cfmakeraw: plain
 * structure work, with Linux's flags (no terminal is needed). */
#include <errno.h>
#include <termios.h>

speed_t cfgetispeed(const struct termios *t) { return t->c_ispeed; }
speed_t cfgetospeed(const struct termios *t) { return t->c_ospeed; }

static int valid_speed(speed_t s) { return s <= B38400 || s == B57600 || s == B115200; }

int cfsetispeed(struct termios *t, speed_t s) {
    if (!valid_speed(s))
        return errno = EINVAL, -1;
    t->c_ispeed = s;
    return 0;
}

int cfsetospeed(struct termios *t, speed_t s) {
    if (!valid_speed(s))
        return errno = EINVAL, -1;
    t->c_ospeed = s;
    return 0;
}

void cfmakeraw(struct termios *t) {
    t->c_iflag &= ~(tcflag_t)(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON);
    t->c_oflag &= ~(tcflag_t)OPOST;
    t->c_lflag &= ~(tcflag_t)(ECHO | ECHONL | ICANON | ISIG | IEXTEN);
    t->c_cflag &= ~(tcflag_t)(CSIZE | PARENB);
    t->c_cflag |= CS8;
    t->c_cc[VMIN] = 1;
    t->c_cc[VTIME] = 0;
}
