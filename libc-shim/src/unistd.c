/* unistd.c -- file descriptors 0..2 only, no file system; getopt. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "stdio_impl.h"

ssize_t write(int fd, const void *buf, size_t n) {
    if (__divm_write_fd(fd, buf, n) < 0)
        return -1;
    return (ssize_t)n;
}

ssize_t read(int fd, void *buf, size_t n) {
    (void)buf, (void)n;
    if (fd != 0) {
        errno = EBADF;
        return -1;
    }
    return 0; /* stdin is empty */
}

int close(int fd) {
    if (fd < 0 || fd > 2) {
        errno = EBADF;
        return -1;
    }
    return 0;
}

off_t lseek(int fd, off_t off, int whence) {
    (void)off, (void)whence;
    errno = fd >= 0 && fd <= 2 ? ESPIPE : EBADF;
    return -1;
}

int dup(int fd) {
    (void)fd;
    errno = EMFILE;
    return -1;
}

int dup2(int fd, int fd2) {
    if (fd < 0 || fd > 2 || fd2 < 0) {
        errno = EBADF;
        return -1;
    }
    if (fd == fd2)
        return fd2;
    errno = EMFILE;
    return -1;
}

int pipe(int fds[2]) {
    (void)fds;
    errno = EMFILE;
    return -1;
}

int isatty(int fd) {
    errno = fd >= 0 && fd <= 2 ? ENOTTY : EBADF;
    return 0;
}

int fsync(int fd) {
    if (fd < 0 || fd > 2) {
        errno = EBADF;
        return -1;
    }
    return 0;
}

void sync(void) {}

int access(const char *path, int mode) {
    (void)path, (void)mode;
    errno = ENOENT;
    return -1;
}

int unlink(const char *path) {
    (void)path;
    errno = ENOENT;
    return -1;
}

int rmdir(const char *path) {
    (void)path;
    errno = ENOENT;
    return -1;
}

int chdir(const char *path) {
    if (path && strcmp(path, "/") == 0)
        return 0;
    errno = ENOENT;
    return -1;
}

char *getcwd(char *buf, size_t size) {
    if (!buf || size < 2) {
        errno = buf ? ERANGE : EINVAL;
        return NULL;
    }
    buf[0] = '/';
    buf[1] = 0;
    return buf;
}

int gethostname(char *name, size_t len) {
    const char *h = "divm";
    if (len < 5) {
        errno = ENAMETOOLONG;
        return -1;
    }
    memcpy(name, h, 5);
    return 0;
}

/* getopt: POSIX behaviour (no argument permutation). */
char *optarg;
int optind = 1, opterr = 1, optopt;
static int optpos; /* position inside a group of short options */

int getopt(int argc, char *const argv[], const char *opts) {
    if (optind == 0) { /* reset, as glibc allows */
        optind = 1;
        optpos = 0;
    }
    optarg = NULL;
    if (optpos == 0) {
        if (optind >= argc || !argv[optind] || argv[optind][0] != '-' || argv[optind][1] == 0)
            return -1;
        if (strcmp(argv[optind], "--") == 0) {
            optind++;
            return -1;
        }
        optpos = 1;
    }
    const char *arg = argv[optind];
    int c = (unsigned char)arg[optpos++];
    const char *spec = c != ':' ? strchr(opts, c) : NULL;
    int colon = opts[0] == ':';
    if (!spec) {
        optopt = c;
        if (opterr && !colon)
            fprintf(stderr, "%s: invalid option -- '%c'\n", argv[0], c);
        if (arg[optpos] == 0)
            optind++, optpos = 0;
        return '?';
    }
    if (spec[1] == ':') {
        if (arg[optpos]) {
            optarg = (char *)arg + optpos;
        } else if (optind + 1 < argc) {
            optarg = argv[++optind];
        } else {
            optopt = c;
            optind++, optpos = 0;
            if (colon)
                return ':';
            if (opterr)
                fprintf(stderr, "%s: option requires an argument -- '%c'\n", argv[0], c);
            return '?';
        }
        optind++, optpos = 0;
        return c;
    }
    if (arg[optpos] == 0)
        optind++, optpos = 0;
    return c;
}
