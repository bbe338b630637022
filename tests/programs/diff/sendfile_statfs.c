// Linux's sendfile between files (with and without an offset: which file
// offset moves), to a pipe, its errors (EBADF, EINVAL for O_APPEND), and
// statfs/fstatfs, which agree with statvfs (block size, counts, name
// length) and mark f_flags valid; <sys/vfs.h> is the same header. divm
// had neither <sys/sendfile.h> nor <sys/statfs.h>.
// EXPECT: safe
// MODE: run-diff
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/sendfile.h>
#include <sys/statfs.h>
#include <sys/statvfs.h>
#include <sys/vfs.h>
#include <unistd.h>

int main(void) {
    char src[64], dst[64];
    snprintf(src, sizeof src, "/tmp/divm_sf_src_%d", (int)getpid());
    snprintf(dst, sizeof dst, "/tmp/divm_sf_dst_%d", (int)getpid());
    int in = open(src, O_RDWR | O_CREAT | O_TRUNC, 0600);
    int out = open(dst, O_RDWR | O_CREAT | O_TRUNC, 0600);
    if (in < 0 || out < 0)
        return 1;
    char big[10000];
    for (int i = 0; i < (int)sizeof big; i++)
        big[i] = (char)('a' + i % 26);
    if (write(in, big, sizeof big) != (ssize_t)sizeof big)
        return 1;

    // with an offset: in's file offset stays at the end
    off_t off = 3;
    printf("sendfile %zd off %ld in at %ld\n", sendfile(out, in, &off, 5), (long)off, (long)lseek(in, 0, SEEK_CUR));
    // without: from in's offset, which moves
    lseek(in, 9990, SEEK_SET);
    printf("sendfile %zd in at %ld\n", sendfile(out, in, NULL, 100), (long)lseek(in, 0, SEEK_CUR));
    // more than 4 KiB, short at the end of the file
    off = 2000;
    printf("sendfile big %zd off %ld\n", sendfile(out, in, &off, 20000), (long)off);
    off = 20000;
    printf("sendfile past end %zd\n", sendfile(out, in, &off, 10));
    char back[32] = {0};
    printf("pread %zd: %.15s\n", pread(out, back, 15, 0), back);
    printf("out size %ld\n", (long)lseek(out, 0, SEEK_END));

    // to a pipe
    int p[2];
    if (pipe(p) != 0)
        return 1;
    off = 0;
    printf("to pipe %zd\n", sendfile(p[1], in, &off, 6));
    memset(back, 0, sizeof back);
    printf("pipe read %zd: %s\n", read(p[0], back, sizeof back - 1), back);

    // errors
    errno = 0;
    printf("bad in %zd %s\n", sendfile(out, 99, NULL, 1), strerror(errno));
    errno = 0;
    printf("bad out %zd %s\n", sendfile(99, in, NULL, 1), strerror(errno));
    int ro = open(src, O_RDONLY);
    errno = 0;
    off = 0;
    printf("read-only out %zd %s\n", sendfile(ro, in, &off, 1), strerror(errno));
    int ap = open(dst, O_WRONLY | O_APPEND);
    errno = 0;
    off = 0;
    printf("append out %zd %s\n", sendfile(ap, in, &off, 1), strerror(errno));
    off = -1;
    errno = 0;
    printf("negative offset %zd %s\n", sendfile(out, in, &off, 1), strerror(errno));

    // statfs agrees with statvfs
    struct statfs a, b;
    struct statvfs v;
    if (statfs(src, &a) != 0 || fstatfs(out, &b) != 0 || statvfs(src, &v) != 0)
        return 1;
    printf("statfs: bsize %d frsize %d blocks %d namelen %d valid %d same %d\n", (unsigned long)a.f_bsize == v.f_bsize,
           (unsigned long)a.f_frsize == v.f_frsize, a.f_blocks == v.f_blocks, (unsigned long)a.f_namelen == v.f_namemax,
           (a.f_flags & 0x20) != 0, a.f_type == b.f_type && a.f_blocks == b.f_blocks);
    printf("sizeof %zu\n", sizeof(struct statfs));
    errno = 0;
    printf("statfs missing %d %s\n", statfs("/nonexistent/x", &a), strerror(errno));
    errno = 0;
    printf("fstatfs bad %d %s\n", fstatfs(99, &a), strerror(errno));

    close(ap);
    close(ro);
    close(p[0]);
    close(p[1]);
    close(in);
    close(out);
    unlink(src);
    unlink(dst);
    return 0;
}
