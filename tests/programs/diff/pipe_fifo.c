// Pipes and FIFOs in one thread, compared with the native run: bytes come out in order and in the pieces asked for, end of file once no write end is open, O_NONBLOCK (EAGAIN on empty and full pipes, a partial long write), EPIPE with SIGPIPE ignored, ESPIPE for lseek, fstat/stat S_ISFIFO, F_GETPIPE_SZ/F_SETPIPE_SZ, dup of an end, a stream over a pipe (fdopen), mkfifo with EEXIST, FIFO opens with O_RDWR and O_NONBLOCK (ENXIO with no reader), and the bytes of a FIFO dropped when its last end closes.
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *err(void) {
    switch (errno) {
    case EAGAIN: return "EAGAIN";
    case EPIPE: return "EPIPE";
    case ESPIPE: return "ESPIPE";
    case EEXIST: return "EEXIST";
    case ENXIO: return "ENXIO";
    case EBADF: return "EBADF";
    case EINVAL: return "EINVAL";
    case EBUSY: return "EBUSY";
    default: return "other";
    }
}

static char big[70000];

int main(void) {
    int p[2];
    char buf[64];
    signal(SIGPIPE, SIG_IGN);

    /* basic transfer, partial reads, end of file */
    if (pipe(p) != 0)
        return 1;
    printf("fds distinct %d\n", p[0] != p[1] && p[0] > 2 && p[1] > 2);
    printf("write %zd\n", write(p[1], "hello, pipe", 11));
    printf("read %zd\n", read(p[0], buf, 5));
    printf("read %zd\n", read(p[0], buf + 5, 60));
    buf[11] = 0;
    printf("got '%s'\n", buf);
    printf("read 0 bytes %zd\n", read(p[0], buf, 0));
    printf("write to read end %zd %s\n", write(p[0], "x", 1), err());
    printf("read from write end %zd %s\n", read(p[1], buf, 1), err());
    printf("lseek %lld %s\n", (long long)lseek(p[0], 0, SEEK_SET), err());
    struct stat st;
    printf("fstat fifo %d\n", fstat(p[0], &st) == 0 && S_ISFIFO(st.st_mode));
    int d = dup(p[1]);
    write(d, "ab", 2);
    close(p[1]);
    printf("after close of one write end: read %zd\n", read(p[0], buf, 10));
    close(d);
    printf("after the last: read %zd (EOF)\n", read(p[0], buf, 10));
    close(p[0]);

    /* EPIPE */
    pipe(p);
    close(p[0]);
    printf("no reader: write %zd %s\n", write(p[1], "x", 1), err());
    close(p[1]);

    /* O_NONBLOCK, capacity */
    pipe2(p, O_NONBLOCK);
    printf("nonblock empty read %zd %s\n", read(p[0], buf, 1), err());
    printf("capacity %d\n", fcntl(p[1], F_GETPIPE_SZ));
    printf("set capacity %d\n", fcntl(p[1], F_SETPIPE_SZ, 5000));
    printf("long write %zd\n", write(p[1], big, sizeof big));
    printf("full %zd %s\n", write(p[1], "x", 1), err());
    printf("shrink below contents %d %s\n", fcntl(p[1], F_SETPIPE_SZ, 4096), err());
    size_t total = 0;
    ssize_t r;
    while ((r = read(p[0], big, 1000)) > 0)
        total += (size_t)r;
    printf("drained %zu, then %zd %s\n", total, r, err());
    printf("small write %zd\n", write(p[1], big, 4096));
    printf("PIPE_BUF write that does not fit %zd %s\n", write(p[1], big, 4096), err());
    int fl = fcntl(p[0], F_GETFL);
    printf("getfl nonblock %d\n", (fl & O_NONBLOCK) != 0);
    close(p[0]);
    close(p[1]);

    /* a stream over a pipe */
    pipe(p);
    FILE *w = fdopen(p[1], "w");
    fprintf(w, "line %d\nsecond\n", 42);
    fclose(w);
    FILE *rd = fdopen(p[0], "r");
    while (fgets(buf, sizeof buf, rd))
        printf("stream: %s", buf);
    printf("feof %d\n", feof(rd) != 0);
    fclose(rd);

    /* FIFOs */
    char path[64];
    snprintf(path, sizeof path, "/tmp/divm_fifo_%d", (int)getpid());
    unlink(path);
    printf("mkfifo %d\n", mkfifo(path, 0600));
    printf("mkfifo again %d %s\n", mkfifo(path, 0600), err());
    printf("stat fifo %d\n", stat(path, &st) == 0 && S_ISFIFO(st.st_mode));
    printf("nonblock writer, no reader %d %s\n", open(path, O_WRONLY | O_NONBLOCK), err());
    int r1 = open(path, O_RDONLY | O_NONBLOCK);
    printf("nonblock reader %d\n", r1 >= 0);
    printf("empty, writer never came: read %zd\n", read(r1, buf, 4));
    int w1 = open(path, O_WRONLY | O_NONBLOCK);
    printf("nonblock writer with a reader %d\n", w1 >= 0);
    write(w1, "fifo!", 5);
    memset(buf, 0, sizeof buf);
    printf("read %zd '%s'\n", read(r1, buf, sizeof buf), buf);
    printf("empty with a writer %zd %s\n", read(r1, buf, 1), err());
    close(w1);
    close(r1);
    int rw = open(path, O_RDWR);
    printf("O_RDWR %d\n", rw >= 0);
    write(rw, "kept?", 5);
    close(rw);
    rw = open(path, O_RDWR | O_NONBLOCK);
    printf("bytes dropped when closed: %zd %s\n", read(rw, buf, sizeof buf), err());
    close(rw);
    printf("unlink %d\n", unlink(path));
    return 0;
}
