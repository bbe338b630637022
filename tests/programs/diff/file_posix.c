// POSIX descriptors over files the program makes: open flags (O_CREAT/O_EXCL/O_TRUNC/O_APPEND), read/write/lseek/pread/pwrite, dup/dup2 sharing the offset, fcntl, ftruncate, stat/fstat, unlink while open, mkdir/rmdir, access, fdopen/fileno, tmpfile, mkstemp, and the errno of each failure.
// EXPECT: safe
// MODE: run-diff
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
    case EBADF: return "EBADF";
    case EINVAL: return "EINVAL";
    case EISDIR: return "EISDIR";
    case ENOTDIR: return "ENOTDIR";
    case ENOTEMPTY: return "ENOTEMPTY";
    case ESPIPE: return "ESPIPE";
    default: return "other";
    }
}

int main(void) {
    char path[64], dir[64], inner[96];
    snprintf(path, sizeof path, "/tmp/divm_fd_%d", (int)getpid());
    snprintf(dir, sizeof dir, "/tmp/divm_dir_%d", (int)getpid());
    snprintf(inner, sizeof inner, "%s/inner.txt", dir);
    unlink(path);
    unlink(inner);
    rmdir(dir);

    int fd = open(path, O_RDONLY);
    printf("open missing: %d %s\n", fd, err());
    fd = open(path, O_RDWR | O_CREAT | O_EXCL, 0644);
    printf("create: %d\n", fd >= 3);
    int again = open(path, O_RDWR | O_CREAT | O_EXCL, 0644);
    printf("create again: %d %s\n", again, err());
    printf("write %zd\n", write(fd, "hello, world", 12));
    printf("lseek cur %ld\n", (long)lseek(fd, 0, SEEK_CUR));
    printf("lseek set %ld\n", (long)lseek(fd, 7, SEEK_SET));
    char buf[32] = {0};
    printf("read %zd [%s]\n", read(fd, buf, sizeof buf - 1), buf);
    printf("read at eof %zd\n", read(fd, buf, 4));
    printf("lseek negative %ld %s\n", (long)lseek(fd, -100, SEEK_END), err());
    printf("lseek bad whence %ld %s\n", (long)lseek(fd, 0, 42), err());

    int d = dup(fd);
    lseek(fd, 0, SEEK_SET);
    printf("dup shares offset: %ld\n", (long)lseek(d, 0, SEEK_CUR));
    int d2 = dup2(fd, 20);
    printf("dup2 -> %d, read via it %zd\n", d2, read(d2, buf, 5));
    printf("offset now %ld\n", (long)lseek(fd, 0, SEEK_CUR));
    close(d);
    close(d2);
    printf("read closed %zd %s\n", read(d2, buf, 1), err());
    printf("close closed %d %s\n", close(d2), err());
    printf("write to -1 %zd %s\n", write(-1, "x", 1), err());

    memset(buf, 0, sizeof buf);
    printf("pwrite %zd\n", pwrite(fd, "HELLO", 5, 0));
    printf("pread %zd [%s] offset still %ld\n", pread(fd, buf, 5, 7), buf, (long)lseek(fd, 0, SEEK_CUR));
    printf("F_GETFL rdwr %d\n", (fcntl(fd, F_GETFL) & O_ACCMODE) == O_RDWR);

    struct stat st;
    printf("fstat %d size %ld reg %d\n", fstat(fd, &st), (long)st.st_size, S_ISREG(st.st_mode));
    printf("ftruncate %d\n", ftruncate(fd, 3));
    printf("stat %d size %ld\n", stat(path, &st), (long)st.st_size);
    printf("ftruncate grow %d\n", ftruncate(fd, 6));
    lseek(fd, 0, SEEK_SET);
    memset(buf, 'x', sizeof buf);
    ssize_t n = read(fd, buf, sizeof buf);
    printf("after truncate: %zd bytes %02x %02x %02x %02x %02x %02x\n", n, buf[0], buf[1], buf[2], buf[3], buf[4], buf[5]);
    close(fd);

    fd = open(path, O_WRONLY | O_APPEND);
    lseek(fd, 0, SEEK_SET);
    write(fd, "+app", 4);
    printf("append lands at the end: %ld\n", (long)lseek(fd, 0, SEEK_CUR));
    printf("read on O_WRONLY %zd %s\n", read(fd, buf, 1), err());
    close(fd);
    fd = open(path, O_RDONLY);
    printf("write on O_RDONLY %zd %s\n", write(fd, "x", 1), err());
    close(fd);
    fd = open(path, O_RDWR | O_TRUNC);
    printf("O_TRUNC size %ld\n", (long)lseek(fd, 0, SEEK_END));

    /* unlink while open: the data lives until close */
    write(fd, "still here", 10);
    printf("unlink %d\n", unlink(path));
    printf("access after unlink %d %s\n", access(path, F_OK), err());
    lseek(fd, 0, SEEK_SET);
    memset(buf, 0, sizeof buf);
    printf("read unlinked %zd [%s]\n", read(fd, buf, sizeof buf - 1), buf);
    close(fd);
    printf("unlink again %d %s\n", unlink(path), err());

    /* directories */
    printf("mkdir %d\n", mkdir(dir, 0755));
    printf("mkdir again %d %s\n", mkdir(dir, 0755), err());
    printf("stat dir %d isdir %d\n", stat(dir, &st), S_ISDIR(st.st_mode));
    printf("open dir for write %d %s\n", open(dir, O_WRONLY), err());
    fd = open(inner, O_CREAT | O_WRONLY, 0600);
    printf("file in dir %d\n", fd >= 0);
    close(fd);
    printf("rmdir non-empty %d %s\n", rmdir(dir), err());
    int r = unlink(dir);
    printf("unlink dir %d %s\n", r, errno == EISDIR || errno == EPERM ? "EISDIR/EPERM" : "other");
    close(open(path, O_CREAT | O_WRONLY, 0600));
    snprintf(buf, sizeof buf, "%s/x", path);
    printf("file as dir %d %s\n", open(buf, O_CREAT | O_WRONLY, 0600), err());
    printf("stat through a file %d %s\n", stat(buf, &st), err());
    unlink(path);
    printf("missing dir %d %s\n", open("/tmp/divm_no_such_dir/x", O_CREAT | O_WRONLY, 0600), err());
    printf("unlink inner %d rmdir %d\n", unlink(inner), rmdir(dir));
    printf("rmdir gone %d %s\n", rmdir(dir), err());

    /* streams over descriptors */
    FILE *t = tmpfile();
    fputs("tmp data", t);
    rewind(t);
    printf("tmpfile [%s]\n", fgets(buf, sizeof buf, t));
    int tfd = fileno(t);
    printf("fileno valid %d\n", fcntl(tfd, F_GETFD) >= 0);
    fclose(t);
    char tmpl[] = "/tmp/divm_tmpl_XXXXXX";
    fd = mkstemp(tmpl);
    printf("mkstemp %d changed %d\n", fd >= 0, strcmp(tmpl, "/tmp/divm_tmpl_XXXXXX") != 0);
    write(fd, "via fd\n", 7);
    lseek(fd, 0, SEEK_SET);
    FILE *s = fdopen(fd, "r+");
    printf("fdopen [%s]", fgets(buf, sizeof buf, s));
    fclose(s);
    printf("fd closed by fclose: %d %s\n", close(fd), err());
    unlink(tmpl);
    char bad[] = "/tmp/no_x";
    printf("mkstemp bad %d %s\n", mkstemp(bad), err());
    return 0;
}
