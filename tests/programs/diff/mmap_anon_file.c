// sys/mman.h: anonymous mappings are zeroed and usable (shared and private), a private file mapping copies the file and writes to it stay out of the file, a shared read-only mapping reads the file, the bytes past the end of file in the last page are zero, munmap; EINVAL for length 0, no MAP_SHARED/MAP_PRIVATE or an unaligned offset, EACCES for a write-only descriptor, EBADF; mprotect, msync, madvise, mlock, against glibc.
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

int main(void) {
    int *a = mmap(NULL, 3 * sizeof(int), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    assert(a != MAP_FAILED);
    printf("anonymous zero: %d %d %d\n", a[0], a[1], a[2]);
    a[1] = 7;
    printf("last byte of the page: %d\n", ((char *)a)[4095]);
    assert(munmap(a, 3 * sizeof(int)) == 0);

    char *s = mmap(NULL, 8192, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    assert(s != MAP_FAILED);
    strcpy(s + 5000, "shared");
    printf("shared anonymous: %s\n", s + 5000);
    assert(madvise(s, 8192, MADV_WILLNEED) == 0);
    assert(mlock(s, 8192) == 0 && munlock(s, 8192) == 0);
    assert(mprotect(s, 8192, PROT_READ) == 0);
    assert(msync(s, 8192, MS_SYNC) == 0);
    errno = 0;
    printf("msync both: %d EINVAL %d\n", msync(s, 8192, MS_SYNC | MS_ASYNC), errno == EINVAL);
    assert(munmap(s, 8192) == 0);

    char name[64];
    snprintf(name, sizeof name, "/tmp/mmap_%d", (int)getpid());
    int fd = open(name, O_CREAT | O_RDWR | O_TRUNC, 0600);
    assert(fd >= 0 && write(fd, "hello, file", 11) == 11);
    char *f = mmap(NULL, 11, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 0);
    assert(f != MAP_FAILED);
    printf("private: %.11s, past the end: %d\n", f, f[100]);
    f[0] = 'J';
    char back[12] = {0};
    pread(fd, back, 11, 0);
    printf("after a private write: map %.5s, file %s\n", f, back);
    munmap(f, 11);
    char *r = mmap(NULL, 11, PROT_READ, MAP_SHARED, fd, 0);
    assert(r != MAP_FAILED);
    printf("shared read-only: %.11s\n", r);
    munmap(r, 11);

    errno = 0;
    printf("length 0: %d EINVAL %d\n", mmap(NULL, 0, PROT_READ, MAP_PRIVATE, fd, 0) == MAP_FAILED, errno == EINVAL);
    errno = 0;
    printf("no type: %d EINVAL %d\n", mmap(NULL, 10, PROT_READ, 0, fd, 0) == MAP_FAILED, errno == EINVAL);
    errno = 0;
    printf("offset: %d EINVAL %d\n", mmap(NULL, 10, PROT_READ, MAP_PRIVATE, fd, 100) == MAP_FAILED, errno == EINVAL);
    errno = 0;
    printf("bad fd: %d EBADF %d\n", mmap(NULL, 10, PROT_READ, MAP_PRIVATE, 99, 0) == MAP_FAILED, errno == EBADF);
    close(fd);
    fd = open(name, O_WRONLY);
    errno = 0;
    printf("write-only: %d EACCES %d\n", mmap(NULL, 10, PROT_READ, MAP_PRIVATE, fd, 0) == MAP_FAILED, errno == EACCES);
    close(fd);
    unlink(name);
    return 0;
}
