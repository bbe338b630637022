// The *at calls with a directory descriptor and a relative path (openat, fstatat, faccessat, mkdirat, unlinkat, renameat, linkat, symlinkat, readlinkat, fchmodat, mkfifoat, utimensat, fchownat): the path is taken from that directory, also from dirfd(opendir(...)) and from "/"; a file's descriptor is ENOTDIR, a closed one EBADF, a removed directory ENOENT. divm failed them all with ENOTDIR.
// EXPECT: safe
// MODE: run-diff
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static void show(const char *what, long r) { printf("%-26s %ld %s\n", what, r, r < 0 ? strerror(errno) : ""); }

int main(void) {
    char top[64];
    snprintf(top, sizeof top, "/tmp/at_calls_%d", (int)getpid());
    mkdir(top, 0755);
    int d = open(top, O_RDONLY | O_DIRECTORY);
    show("open dir", d >= 0);
    int f = openat(d, "file", O_CREAT | O_WRONLY | O_TRUNC, 0644);
    show("openat create", f >= 0);
    show("write", write(f, "hello", 5));
    close(f);
    struct stat st;
    show("fstatat", fstatat(d, "file", &st, 0));
    printf("size %lld regular %d\n", (long long)st.st_size, S_ISREG(st.st_mode));
    show("faccessat", faccessat(d, "file", R_OK | W_OK, 0));
    show("mkdirat", mkdirat(d, "sub", 0700));
    show("renameat into sub", renameat(d, "file", d, "sub/moved"));
    show("faccessat old name", faccessat(d, "file", F_OK, 0));
    int sub = openat(d, "sub", O_RDONLY | O_DIRECTORY);
    show("openat sub", sub >= 0);
    show("linkat", linkat(sub, "moved", d, "hard", 0));
    show("symlinkat", symlinkat("sub/moved", d, "soft"));
    char buf[64] = {0};
    show("readlinkat", readlinkat(d, "soft", buf, sizeof buf - 1));
    printf("link text %s\n", buf);
    show("fstatat nofollow", fstatat(d, "soft", &st, AT_SYMLINK_NOFOLLOW));
    printf("is link %d\n", S_ISLNK(st.st_mode));
    show("fchmodat", fchmodat(d, "hard", 0600, 0));
    show("fstatat hard", fstatat(d, "hard", &st, 0));
    printf("mode %o links %ld\n", (unsigned)(st.st_mode & 0777), (long)st.st_nlink);
    show("mkfifoat", mkfifoat(sub, "fifo", 0600));
    show("utimensat", utimensat(d, "hard", NULL, 0));
    show("fchownat", fchownat(d, "soft", 0, 0, AT_SYMLINK_NOFOLLOW));
    f = openat(d, "soft", O_RDONLY);
    memset(buf, 0, sizeof buf);
    show("read through link", read(f, buf, sizeof buf - 1));
    printf("text %s\n", buf);
    show("openat from a file fd", openat(f, "x", O_RDONLY));
    close(f);
    show("openat closed fd", openat(f, "x", O_RDONLY));
    show("openat absolute ignores fd", close(openat(f, top, O_RDONLY)));
    DIR *dir = opendir(top);
    show("fstatat dirfd(DIR)", fstatat(dirfd(dir), "sub/moved", &st, 0));
    closedir(dir);
    int root = open("/", O_RDONLY);
    show("fstatat from /", fstatat(root, top + 1, &st, 0));
    close(root);
    show("unlinkat fifo", unlinkat(sub, "fifo", 0));
    show("unlinkat moved", unlinkat(sub, "moved", 0));
    show("unlinkat soft", unlinkat(d, "soft", 0));
    show("unlinkat hard", unlinkat(d, "hard", 0));
    show("unlinkat sub", unlinkat(d, "sub", AT_REMOVEDIR));
    show("openat removed dir", openat(sub, "x", O_RDONLY | O_CREAT, 0600));
    close(sub);
    close(d);
    show("rmdir", rmdir(top));
    return 0;
}
