// Smaller POSIX and GNU headers: libgen (basename/dirname), endian/byteswap, sys/param, wctype and uchar in the C locale, getopt_long (with its flag, argument and abbreviation rules), directory streams over files the program makes, sys/wait without children, sys/utsname, sys/resource limits, warnx and errx's exit status.
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <byteswap.h>
#include <dirent.h>
#include <endian.h>
#include <err.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/param.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <uchar.h>
#include <unistd.h>
#include <wctype.h>

static int cmpstr(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

int main(void) {
    const char *paths[] = {"/usr/lib/", "/usr", "usr", "/", ".", "..", "a//b///", "//x"};
    for (unsigned i = 0; i < sizeof paths / sizeof paths[0]; i++) {
        char p1[32], p2[32];
        strcpy(p1, paths[i]);
        strcpy(p2, paths[i]);
        printf("'%s': basename '%s' dirname '%s'\n", paths[i], basename(p1), dirname(p2));
    }

    printf("bswap %x %x %llx htobe16 %x be32toh %x le64toh %llx\n", bswap_16(0x1234), bswap_32(0x12345678u),
           (unsigned long long)bswap_64(0x0102030405060708ull), htobe16(0xabcd), be32toh(0x11223344u),
           (unsigned long long)le64toh(42ull));
    printf("MIN %d MAX %d howmany %d roundup %d powerof2 %d %d\n", MIN(3, -4), MAX(3, -4), howmany(10, 4),
           roundup(10, 4), powerof2(64), powerof2(48));

    printf("iswalpha %d %d iswdigit %d iswspace %d iswpunct %d towupper %c towlower %c\n", iswalpha(L'q'),
           iswalpha(L'7'), iswdigit(L'7'), iswspace(L'\t'), iswpunct(L'!'), (char)towupper(L'a'), (char)towlower(L'Q'));
    printf("wctype %d %d, towctrans %c\n", iswctype(L'x', wctype("alpha")) != 0, iswctype(L'x', wctype("digit")) != 0,
           (char)towctrans(L'm', wctrans("toupper")));
    char32_t c32;
    mbstate_t st;
    memset(&st, 0, sizeof st);
    size_t r = mbrtoc32(&c32, "Az", 2, &st);
    char out[8];
    size_t w = c32rtomb(out, U'B', &st);
    printf("mbrtoc32 %zu %u c32rtomb %zu %c\n", r, (unsigned)c32, w, out[0]);

    int verbose = 0;
    static struct option opts[] = {{"verbose", no_argument, NULL, 'v'}, {"level", required_argument, NULL, 'l'},
                                   {"quiet", no_argument, NULL, 0},     {"name", optional_argument, NULL, 'n'},
                                   {"flag", no_argument, NULL, 'f'},    {NULL, 0, NULL, 0}};
    opts[2].flag = &verbose;
    opts[2].val = 7;
    char *argv[] = {"prog", "--verbose", "--lev=3", "-x", "--quiet", "--name", "--name=bob", "-a", "--level",
                    "9", "--fla", "rest", NULL};
    int argc = 12, c, idx = -1;
    opterr = 0;
    while ((c = getopt_long(argc, argv, "axl:", opts, &idx)) != -1)
        printf("getopt_long %c (%d) idx %d arg %s\n", c ? c : '0', c, idx, optarg ? optarg : "-");
    printf("verbose flag %d, optind %d -> %s\n", verbose, optind, argv[optind]);

    char dir[64], f[96];
    snprintf(dir, sizeof dir, "/tmp/divm_dirent_%d", (int)getpid());
    mkdir(dir, 0755);
    const char *names[] = {"zeta", "alpha", "mid"};
    for (int i = 0; i < 3; i++) {
        snprintf(f, sizeof f, "%s/%s", dir, names[i]);
        close(open(f, O_CREAT | O_WRONLY, 0644));
    }
    snprintf(f, sizeof f, "%s/sub", dir);
    mkdir(f, 0755);
    DIR *d = opendir(dir);
    char *seen[8];
    int n = 0, dirs = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL && n < 8) {
        seen[n++] = strdup(e->d_name);
        if (e->d_type == DT_DIR)
            dirs++;
    }
    closedir(d);
    qsort(seen, n, sizeof seen[0], cmpstr);
    printf("readdir %d entries (%d directories):", n, dirs);
    for (int i = 0; i < n; i++) {
        printf(" %s", seen[i]);
        free(seen[i]);
    }
    printf("\n");
    errno = 0;
    printf("opendir missing %p ENOENT %d\n", (void *)opendir("/no/such/dir"), errno == ENOENT);
    for (int i = 0; i < 3; i++) {
        snprintf(f, sizeof f, "%s/%s", dir, names[i]);
        unlink(f);
    }
    snprintf(f, sizeof f, "%s/sub", dir);
    rmdir(f);
    printf("rmdir %d\n", rmdir(dir));

    int status;
    errno = 0;
    printf("wait %d ECHILD %d, waitpid %d\n", wait(&status), errno == ECHILD, waitpid(-1, &status, WNOHANG));
    printf("WIFEXITED(0x300) %d WEXITSTATUS %d WIFSIGNALED(9) %d WTERMSIG %d\n", WIFEXITED(0x300), WEXITSTATUS(0x300),
           WIFSIGNALED(9), WTERMSIG(9));
    struct utsname u;
    printf("uname %d %s %s\n", uname(&u), u.sysname, u.machine);
    struct rlimit rl;
    printf("getrlimit %d cur<=max %d, bad %d\n", getrlimit(RLIMIT_NOFILE, &rl), rl.rlim_cur <= rl.rlim_max,
           getrlimit(-1, &rl));
    struct rusage ru;
    printf("getrusage %d\n", getrusage(RUSAGE_SELF, &ru));
    fflush(stdout);
    warnx("a warning on stderr %d", 1);
    errx(3, "stopping with %s", "status 3");
}
