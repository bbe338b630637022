// Hard and symbolic links, rename, truncate, access, umask and dirent.h, compared with the native run: link counts, unlink keeping the inode while another name or a descriptor has it, symlink/readlink/lstat, paths through links (relative targets, .. after a link, a dangling link, ELOOP, O_NOFOLLOW), rename onto another link of the same file, scandir with alphasort and a filter, telldir/seekdir, rewinddir, and readdir while entries are removed and added.
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *err(void) {
    switch (errno) {
    case ENOENT: return "ENOENT";
    case EEXIST: return "EEXIST";
    case EINVAL: return "EINVAL";
    case ELOOP: return "ELOOP";
    case EPERM: return "EPERM";
    case ENOTDIR: return "ENOTDIR";
    case EISDIR: return "EISDIR";
    case ENOTEMPTY: return "ENOTEMPTY";
    default: return "other";
    }
}

static char base[64];
static char *P(const char *rel) {
    static char bufs[8][160];
    static int k;
    char *b = bufs[k++ % 8];
    snprintf(b, sizeof bufs[0], "%s/%s", base, rel);
    return b;
}

static void put(const char *path, const char *text) {
    int fd = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0644);
    write(fd, text, strlen(text));
    close(fd);
}

static const char *leaf(const char *path) {
    const char *s = strrchr(path, '/');
    return s ? s + 1 : path;
}

static void show(const char *path) {
    char buf[64] = {0};
    int fd = open(path, O_RDONLY);
    if (fd < 0) {
        printf("  open %s: %s\n", leaf(path), err());
        return;
    }
    read(fd, buf, sizeof buf - 1);
    close(fd);
    printf("  %s: '%s'\n", leaf(path), buf);
}

static int not_dot(const struct dirent *e) { return e->d_name[0] != '.'; }

static void list(const char *dir) {
    struct dirent **v;
    int n = scandir(dir, &v, not_dot, alphasort);
    printf("  scandir %d:", n);
    for (int i = 0; i < n; i++) {
        printf(" %s", v[i]->d_name);
        free(v[i]);
    }
    free(v);
    printf("\n");
}

int main(void) {
    snprintf(base, sizeof base, "/tmp/divm_links_%d", (int)getpid());
    mode_t old = umask(077);
    mkdir(base, 0777);
    struct stat st;
    stat(base, &st);
    printf("dir mode under umask 077: %03o\n", (unsigned)(st.st_mode & 0777));
    printf("umask returns the mask set %03o\n", (unsigned)umask(022));
    (void)old;

    /* hard links */
    put(P("a"), "first");
    printf("link %d\n", link(P("a"), P("b")));
    printf("link onto existing %d %s\n", link(P("a"), P("b")), err());
    printf("link of a directory %d %s\n", link(base, P("d")), err());
    stat(P("a"), &st);
    printf("nlink %d\n", (int)st.st_nlink);
    struct stat sb;
    stat(P("b"), &sb);
    printf("same inode %d\n", st.st_ino == sb.st_ino);
    put(P("b"), "second");
    show(P("a"));
    int fd = open(P("a"), O_RDONLY);
    unlink(P("a"));
    stat(P("b"), &st);
    printf("after unlink: nlink %d\n", (int)st.st_nlink);
    unlink(P("b"));
    fstat(fd, &st);
    printf("open, no name: nlink %d size %lld\n", (int)st.st_nlink, (long long)st.st_size);
    char buf[64] = {0};
    printf("still readable %zd '%s'\n", read(fd, buf, sizeof buf - 1), buf);
    close(fd);

    /* symbolic links */
    put(P("target"), "pointed at");
    printf("symlink %d\n", symlink("target", P("rel")));
    printf("symlink abs %d\n", symlink(P("target"), P("abs")));
    printf("symlink exists %d %s\n", symlink("x", P("rel")), err());
    show(P("rel"));
    show(P("abs"));
    memset(buf, 0, sizeof buf);
    printf("readlink %zd '%s'\n", readlink(P("rel"), buf, sizeof buf), buf);
    printf("readlink short %zd\n", readlink(P("rel"), buf, 3));
    printf("readlink of a file %zd %s\n", readlink(P("target"), buf, sizeof buf), err());
    lstat(P("rel"), &st);
    printf("lstat: link %d size %lld\n", S_ISLNK(st.st_mode), (long long)st.st_size);
    stat(P("rel"), &st);
    printf("stat: regular %d size %lld\n", S_ISREG(st.st_mode), (long long)st.st_size);
    printf("dangling %d\n", symlink("nowhere", P("dangling")));
    printf("stat dangling %d %s\n", stat(P("dangling"), &st), err());
    printf("lstat dangling %d\n", lstat(P("dangling"), &st));
    printf("O_CREAT|O_EXCL on dangling %d %s\n", open(P("dangling"), O_CREAT | O_EXCL | O_WRONLY, 0644), err());
    fd = open(P("dangling"), O_CREAT | O_WRONLY, 0644);
    printf("O_CREAT through dangling creates its target %d\n", fd >= 0);
    close(fd);
    printf("access nowhere %d\n", access(P("nowhere"), F_OK));
    printf("O_NOFOLLOW %d %s\n", open(P("rel"), O_RDONLY | O_NOFOLLOW), err());
    symlink("loop2", P("loop1"));
    symlink("loop1", P("loop2"));
    printf("loop %d %s\n", open(P("loop1"), O_RDONLY), err());
    printf("lstat of a loop %d\n", lstat(P("loop1"), &st));

    /* directories through links, .. after a link */
    mkdir(P("sub"), 0755);
    mkdir(P("sub/deep"), 0755);
    put(P("sub/deep/f"), "deep file");
    symlink("sub/deep", P("dl"));
    show(P("dl/f"));
    show(P("dl/../deep/f"));
    printf("chdir through link %d\n", chdir(P("dl")));
    char cwd[256];
    getcwd(cwd, sizeof cwd);
    printf("cwd ends %s\n", strstr(cwd, "/sub/deep") ? "sub/deep" : cwd);
    show("f");
    chdir("/");
    char *rp = realpath(P("dl/f"), NULL);
    printf("realpath ends %s\n", rp && strstr(rp, "/sub/deep/f") ? "sub/deep/f" : "?");
    free(rp);
    printf("unlink of link to dir %d\n", unlink(P("dl")));
    printf("deep still there %d\n", access(P("sub/deep/f"), R_OK));
    printf("rmdir not empty %d %s\n", rmdir(P("sub")), err());

    /* rename */
    put(P("x"), "x");
    link(P("x"), P("y"));
    printf("rename onto own link %d\n", rename(P("x"), P("y")));
    printf("both still there %d %d\n", access(P("x"), F_OK), access(P("y"), F_OK));
    printf("rename link %d\n", rename(P("rel"), P("rel2")));
    show(P("rel2"));
    printf("rename dir into itself %d %s\n", rename(P("sub"), P("sub/deep/s")), err());
    printf("rename dir %d\n", rename(P("sub"), P("sub2")));
    show(P("sub2/deep/f"));

    /* truncate */
    printf("truncate through link %d\n", truncate(P("rel2"), 4));
    show(P("target"));
    printf("truncate grows %d\n", truncate(P("target"), 6));
    stat(P("target"), &st);
    printf("size %lld\n", (long long)st.st_size);
    printf("access bad mode %d %s\n", access(P("target"), 0x40), err());
    printf("access X_OK on 0644 %d\n", access(P("target"), X_OK));
    chmod(P("target"), 0755);
    printf("access X_OK on 0755 %d\n", access(P("target"), X_OK));

    /* dirent */
    list(base);
    DIR *d = opendir(base);
    struct dirent *e;
    int n = 0;
    long mark = -1;
    char at_mark[256] = "";
    while ((e = readdir(d))) {
        if (++n == 4) {
            mark = telldir(d);
        } else if (n == 5) {
            snprintf(at_mark, sizeof at_mark, "%s", e->d_name);
        }
    }
    seekdir(d, mark);
    e = readdir(d);
    printf("seekdir back: same entry %d\n", e && strcmp(e->d_name, at_mark) == 0);
    rewinddir(d);
    int again = 0;
    while (readdir(d))
        again++;
    printf("rewinddir: same count %d\n", again == n);
    closedir(d);

    /* readdir while entries change: each other entry exactly once */
    mkdir(P("chg"), 0755);
    put(P("chg/e1"), "");
    put(P("chg/e2"), "");
    put(P("chg/e3"), "");
    put(P("chg/e4"), "");
    d = opendir(P("chg"));
    int seen[5] = {0}, removed = 0;
    while ((e = readdir(d))) {
        if (e->d_name[0] == 'e') {
            seen[e->d_name[1] - '0']++;
            if (!removed) {
                /* remove another entry, whichever it is */
                char victim[8] = "e1";
                victim[1] = e->d_name[1] == '1' ? '2' : '1';
                unlink(P(strcmp(victim, "e1") == 0 ? "chg/e1" : "chg/e2"));
                removed = victim[1] - '0';
            }
        }
    }
    int ok = 1;
    for (int i = 1; i <= 4; i++)
        if (i != removed && seen[i] != 1)
            ok = 0;
    printf("unchanged entries seen once: %d\n", ok);
    closedir(d);
    struct dirent **v;
    n = scandir(P("chg"), &v, not_dot, alphasort);
    printf("  left %d\n", n);
    while (n > 0)
        free(v[--n]);
    free(v);

    /* clean up */
    const char *names[] = {"chg/e1", "chg/e2", "chg/e3", "chg/e4", "abs", "dangling", "nowhere", "loop1", "loop2",
                           "rel2", "target", "x", "y", "sub2/deep/f"};
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        unlink(P(names[i]));
    rmdir(P("chg"));
    rmdir(P("sub2/deep"));
    rmdir(P("sub2"));
    printf("rmdir base %d\n", rmdir(base));
    return 0;
}
