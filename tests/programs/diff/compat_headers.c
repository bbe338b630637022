// Headers that older and BSD-style programs include: <sys/poll.h>,
// <sys/fcntl.h>, <sys/signal.h>, <sys/errno.h>, <sys/unistd.h> (glibc's
// old names), <sysexits.h>, <paths.h>, <sys/sysmacros.h>, <tar.h>,
// <cpio.h>; divm had none of them, so such programs did not compile.
// EXPECT: safe
// MODE: run-diff
#include <cpio.h>
#include <paths.h>
#include <stdio.h>
#include <string.h>
#include <sys/errno.h>
#include <sys/fcntl.h>
#include <sys/poll.h>
#include <sys/signal.h>
#include <sys/sysmacros.h>
#include <sys/types.h>
#include <sys/unistd.h>
#include <sysexits.h>
#include <tar.h>

static int usage(const char *prog) {
    fprintf(stdout, "usage: %s file\n", prog);
    return EX_USAGE;
}

int main(int argc, char **argv) {
    /* the old names declare what the new ones do */
    struct pollfd p = {.fd = -1, .events = POLLIN};
    printf("poll(-1) %d revents %d\n", poll(&p, 1, 0), p.revents);
    int fd = open(_PATH_DEVNULL, O_RDONLY);
    printf("open %s %d, errno names %d %d, SIGTERM %d\n", _PATH_DEVNULL, fd >= 0, ENOENT, EAGAIN, SIGTERM);
    close(fd);
    printf("%s %s %s %s\n", _PATH_TMP, _PATH_BSHELL, _PATH_DEV, _PATH_DEFPATH);
    printf("EX: %d %d %d %d %d %d %d\n", EX_OK, EX__BASE, EX_USAGE, EX_NOINPUT, EX_SOFTWARE, EX_CONFIG, EX__MAX);

    /* device numbers round-trip, small and large */
    unsigned pairs[][2] = {{1, 3}, {8, 17}, {259, 65537}, {4095, 255}, {4096, 256}, {0xfffff000u, 0xffffff00u}};
    for (unsigned i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
        dev_t d = makedev(pairs[i][0], pairs[i][1]);
        printf("makedev(%u, %u) = %#llx -> %u %u\n", pairs[i][0], pairs[i][1], (unsigned long long)d, major(d), minor(d));
    }

    /* a ustar header's fields and a cpio mode */
    char magic[TMAGLEN];
    memcpy(magic, TMAGIC, TMAGLEN);
    printf("tar %s %zu %.2s %d | %c%c%c%c%c%d | %o %o %o\n", magic, sizeof TVERSION, TVERSION, TVERSLEN, REGTYPE, LNKTYPE,
           SYMTYPE, DIRTYPE, FIFOTYPE, AREGTYPE, TSUID | TUREAD | TGEXEC | TOWRITE, TUWRITE | TGREAD | TOEXEC,
           TSGID | TUEXEC | TGWRITE | TOREAD);
    printf("cpio %s %o %o %o %o %o %o\n", MAGIC, C_ISDIR | C_IRUSR | C_IWUSR | C_IXUSR, C_ISREG | C_IRGRP | C_IWGRP | C_IXGRP,
           C_ISLNK | C_IROTH | C_IWOTH | C_IXOTH, C_ISUID | C_ISGID | C_ISVTX, C_ISFIFO | C_ISBLK | C_ISCHR,
           C_ISCTG ^ C_ISSOCK);
    return argc > 5 ? usage(argv[0]) : 0;
}
