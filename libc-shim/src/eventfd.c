/* eventfd.c -- glibc's eventfd_read and eventfd_write: one read or write
 * of the 8-byte value on an eventfd (dios/eventfd.c); 0, or -1 with errno
 * set. */
#include <sys/eventfd.h>
#include <unistd.h>

int eventfd_read(int fd, eventfd_t *value) { return read(fd, value, sizeof *value) == sizeof *value ? 0 : -1; }

int eventfd_write(int fd, eventfd_t value) { return write(fd, &value, sizeof value) == sizeof value ? 0 : -1; }
