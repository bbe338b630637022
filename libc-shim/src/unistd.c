/* unistd.c -- the parts of unistd.h that are not system calls (the file
 * calls are DiOS's, dios/fs.c; getopt is in getopt.c): sync,
 * gethostname, swab, confstr. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "stdio_impl.h"

void sync(void) {}

int gethostname(char *name, size_t len) {
    const char *h = "divm";
    if (len < 5) {
        errno = ENAMETOOLONG;
        return -1;
    }
    memcpy(name, h, 5);
    return 0;
}

/* Copies n bytes exchanging each pair; an odd last byte is not copied
 * (POSIX leaves it unspecified; glibc does not copy it), and n <= 0 copies
 * nothing. */
void swab(const void *restrict src, void *restrict dst, ssize_t n) {
    const unsigned char *s = src;
    unsigned char *d = dst;
    for (ssize_t i = 0; i + 1 < n; i += 2) {
        unsigned char a = s[i];
        d[i] = s[i + 1];
        d[i + 1] = a;
    }
}

/* The configuration strings: only _CS_PATH, glibc's default search path. */
size_t confstr(int name, char *buf, size_t len) {
    if (name != _CS_PATH) {
        errno = EINVAL;
        return 0;
    }
    const char *v = "/bin:/usr/bin";
    size_t n = strlen(v) + 1;
    if (buf && len) {
        size_t k = n < len ? n : len;
        memcpy(buf, v, k - 1);
        buf[k - 1] = 0;
    }
    return n;
}
