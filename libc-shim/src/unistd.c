/* unistd.c -- the parts of unistd.h that are not system calls (the file
 * calls are DiOS's, dios/fs.c): gethostname, getopt. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "stdio_impl.h"

int pipe(int fds[2]) {
    (void)fds;
    errno = EMFILE;
    return -1;
}

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
