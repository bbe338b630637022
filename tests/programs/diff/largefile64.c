// The large-file names of _LARGEFILE64_SOURCE (zlib, SQLite and older code call them by name): off64_t, fopen64, fseeko64/ftello64, fgetpos64, open64, lseek64, pread64/pwrite64, ftruncate64, stat64/fstat64/lstat64/fstatat64, readdir64, getrlimit64, statvfs64, mkstemp64 and tmpfile64. divm's off_t is already 64 bits; a program using them did not compile.
// EXPECT: safe
// MODE: run-diff
#define _LARGEFILE64_SOURCE
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/types.h>
#include <unistd.h>

int main(void) {
    char dir[64], path[96];
    snprintf(dir, sizeof dir, "/tmp/lfs64_%d", (int)getpid());
    mkdir(dir, 0755);
    snprintf(path, sizeof path, "%s/data", dir);
    FILE *f = fopen64(path, "w+");
    fputs("0123456789abcdef", f);
    printf("fseeko64 %d ftello64 %lld\n", fseeko64(f, 4, SEEK_SET), (long long)ftello64(f));
    fpos64_t pos;
    fgetpos64(f, &pos);
    printf("getc %c\n", fgetc(f));
    fsetpos64(f, &pos);
    printf("getc again %c\n", fgetc(f));
    fclose(f);
    int fd = open64(path, O_RDWR);
    off64_t end = lseek64(fd, 0, SEEK_END);
    char b[8] = {0};
    printf("lseek64 %lld pread64 %zd %s\n", (long long)end, pread64(fd, b, 3, 10), b);
    printf("pwrite64 %zd ftruncate64 %d\n", pwrite64(fd, "XY", 2, 0), ftruncate64(fd, 12));
    struct stat64 st;
    printf("fstat64 %d size %lld\n", fstat64(fd, &st), (long long)st.st_size);
    close(fd);
    printf("stat64 %d regular %d\n", stat64(path, &st), S_ISREG(st.st_mode));
    printf("lstat64 %d fstatat64 %d\n", lstat64(path, &st), fstatat64(AT_FDCWD, path, &st, 0));
    DIR *d = opendir(dir);
    struct dirent64 *e;
    int names = 0;
    while ((e = readdir64(d)))
        names += strcmp(e->d_name, "data") == 0;
    closedir(d);
    printf("readdir64 found data %d\n", names);
    struct rlimit64 rl;
    printf("getrlimit64 %d\n", getrlimit64(RLIMIT_NOFILE, &rl));
    struct statvfs64 sv;
    printf("statvfs64 %d\n", statvfs64(dir, &sv));
    char t[96];
    snprintf(t, sizeof t, "%s/tmpXXXXXX", dir);
    int tfd = mkstemp64(t);
    printf("mkstemp64 %d\n", tfd >= 0);
    close(tfd);
    unlink(t);
    FILE *tf = tmpfile64();
    printf("tmpfile64 %d\n", tf != NULL);
    fclose(tf);
    unlink(path);
    rmdir(dir);
    printf("sizeof off64_t %zu\n", sizeof(off64_t));
    return 0;
}
