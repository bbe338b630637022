/* fopen.c -- stream management: fopen, fdopen, freopen, fclose, positioning,
 * temporary files, remove. fclose frees the stream (a SYSTEM object made
 * in stream.c), so any later use of the stream, a second fclose included,
 * is a use after free. */
#include <errno.h>
#include <fcntl.h>
#include <hypercalls.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "stdio_impl.h"

/* fopen's mode string: open flags and stream mode, or -1 (EINVAL). */
static int parse_mode(const char *m, int *oflags, int *smode) {
    int fl, sm;
    switch (*m++) {
    case 'r':
        fl = O_RDONLY;
        sm = __DIVM_F_READ;
        break;
    case 'w':
        fl = O_WRONLY | O_CREAT | O_TRUNC;
        sm = __DIVM_F_WRITE;
        break;
    case 'a':
        fl = O_WRONLY | O_CREAT | O_APPEND;
        sm = __DIVM_F_WRITE;
        break;
    default:
        errno = EINVAL;
        return -1;
    }
    for (; *m; m++) {
        if (*m == '+') {
            fl = (fl & ~O_ACCMODE) | O_RDWR;
            sm = __DIVM_F_READ | __DIVM_F_WRITE;
        } else if (*m == 'x') {
            fl |= O_EXCL;
        } else if (*m == 'e') {
            fl |= O_CLOEXEC;
        }
        /* 'b', 't' and glibc's other letters change nothing here */
    }
    *oflags = fl;
    *smode = sm;
    return 0;
}

FILE *fopen(const char *restrict path, const char *restrict mode) {
    int fl, sm;
    if (parse_mode(mode, &fl, &sm) < 0)
        return NULL;
    int fd = open(path, fl, 0666);
    if (fd < 0)
        return NULL;
    /* glibc: a write-only append stream starts at the end of the file ("a+"
     * starts at the beginning for reading) */
    if ((fl & O_APPEND) && sm == __DIVM_F_WRITE)
        lseek(fd, 0, SEEK_END);
    return __divm_new_stream(fd, sm);
}

FILE *fdopen(int fd, const char *mode) {
    int fl, sm;
    if (parse_mode(mode, &fl, &sm) < 0)
        return NULL;
    int have = fcntl(fd, F_GETFL);
    if (have < 0)
        return NULL;
    int acc = have & O_ACCMODE;
    if (((sm & __DIVM_F_READ) && acc == O_WRONLY) || ((sm & __DIVM_F_WRITE) && acc == O_RDONLY)) {
        errno = EINVAL;
        return NULL;
    }
    if ((fl & O_APPEND) && !(have & O_APPEND))
        fcntl(fd, F_SETFL, have | O_APPEND);
    return __divm_new_stream(fd, sm);
}

/* The stream keeps its descriptor number (a redirected stdin stays 0). On
 * failure the stream is closed and NULL returned. Without a path only the
 * stream's mode changes (the access the descriptor allows). */
FILE *freopen(const char *restrict path, const char *restrict mode, FILE *restrict f) {
    int fl, sm;
    if (f->mem) { /* a memory stream becomes a file stream */
        __divm_sclose(f);
        f->mem = NULL;
        f->closed = 1;
    }
    int old = f->fd, wasopen = !f->closed;
    __divm_unpush(f);
    f->eof = f->err = 0;
    if (parse_mode(mode, &fl, &sm) < 0) {
        if (wasopen)
            close(old);
        f->closed = 1;
        return NULL;
    }
    if (!path) {
        int have = wasopen ? fcntl(old, F_GETFL) : -1;
        int acc = have & O_ACCMODE;
        if (have < 0 || ((sm & __DIVM_F_READ) && acc == O_WRONLY) || ((sm & __DIVM_F_WRITE) && acc == O_RDONLY)) {
            if (have >= 0) {
                close(old);
                errno = EBADF;
            }
            f->closed = 1;
            return NULL;
        }
        f->mode = sm;
        return f;
    }
    if (wasopen)
        close(old);
    int fd = open(path, fl, 0666);
    if (fd < 0) {
        f->closed = 1;
        return NULL;
    }
    if (fd != old && wasopen) {
        if (dup2(fd, old) >= 0) {
            close(fd);
            fd = old;
        }
    }
    if ((fl & O_APPEND) && sm == __DIVM_F_WRITE)
        lseek(fd, 0, SEEK_END);
    f->fd = fd;
    f->mode = sm;
    f->closed = 0;
    return f;
}

int fclose(FILE *f) {
    if (f->closed) {
        /* a standard stream closed before */
        errno = EBADF;
        return EOF;
    }
    int r = __divm_sclose(f) < 0 ? EOF : 0;
    if (f->owned)
        __vm_obj_free(f);
    else
        f->closed = 1;
    return r;
}

/* GNU. glibc's fcloseall flushes every stream and closes none: they stay
 * usable and their descriptors open. divm's streams have no buffers, so
 * there is nothing to do. (Closing them would need a list of the open
 * streams in shared memory, which makes every stream shared: each access
 * to one a visible action, for threads a much larger state space.) */
int fcloseall(void) { return 0; }

int fileno(FILE *f) {
    if (f->closed || f->mem) {
        errno = EBADF;
        return -1;
    }
    return f->fd;
}

/* ---- positioning --------------------------------------------------------- */

int fseek(FILE *f, long off, int whence) {
    if (f->closed) {
        errno = EBADF;
        return -1;
    }
    /* pushed-back characters count as not yet read */
    if (whence == SEEK_CUR)
        off -= (long)__divm_pushed(f);
    if (__divm_sseek(f, off, whence) < 0)
        return -1;
    __divm_unpush(f);
    f->eof = 0;
    return 0;
}

int fseeko(FILE *f, off_t off, int whence) { return fseek(f, (long)off, whence); }

long ftell(FILE *f) {
    if (f->closed) {
        errno = EBADF;
        return -1;
    }
    off_t pos = __divm_sseek(f, 0, SEEK_CUR);
    if (pos < 0)
        return -1;
    for (unsigned k = __divm_pushed(f); k > 0 && pos > 0; k--)
        pos--;
    return (long)pos;
}

off_t ftello(FILE *f) { return ftell(f); }

int fgetpos(FILE *restrict f, fpos_t *restrict pos) {
    long p = ftell(f);
    if (p < 0)
        return -1;
    pos->__pos = p;
    return 0;
}

int fsetpos(FILE *f, const fpos_t *pos) { return fseek(f, pos->__pos, SEEK_SET); }

void rewind(FILE *f) {
    fseek(f, 0, SEEK_SET);
    f->err = 0;
}

void clearerr(FILE *f) { f->eof = f->err = 0; }
int feof(FILE *f) { return f->eof; }
int ferror(FILE *f) { return f->err; }

void setbuf(FILE *restrict f, char *restrict buf) { (void)f->fd, (void)buf; }

/* Streams have no buffers (stdio.c): nothing to set. */
void setbuffer(FILE *restrict f, char *restrict buf, size_t size) { (void)f->fd, (void)buf, (void)size; }

int setvbuf(FILE *restrict f, char *restrict buf, int mode, size_t size) {
    (void)f->fd, (void)buf, (void)size;
    if (mode != _IOFBF && mode != _IOLBF && mode != _IONBF) {
        errno = EINVAL;
        return -1;
    }
    return 0;
}

/* flockfile, ftrylockfile and funlockfile are DiOS's (dios/flockfile.c):
 * the lock is kept by the stream's open file description, where read and
 * write wait for it. */

/* ---- names and temporary files ------------------------------------------- */

int remove(const char *path) {
    if (unlink(path) == 0)
        return 0;
    if (errno != EISDIR)
        return -1;
    return rmdir(path);
}

static unsigned long tmp_counter;

/* The next name "<prefix><n>" that does not exist yet, into buf. */
static void fresh_name(char *buf, size_t cap, const char *prefix) {
    do
        snprintf(buf, cap, "%s%lu", prefix, ++tmp_counter);
    while (access(buf, F_OK) == 0);
}

char *tmpnam(char *s) {
    static char internal[L_tmpnam];
    char *buf = s ? s : internal;
    fresh_name(buf, L_tmpnam, "/tmp/tmp.");
    return buf;
}

/* glibc's: NULL for a NULL buffer, which tmpnam would fill internally. */
char *tmpnam_r(char *s) { return s ? tmpnam(s) : NULL; }

/* A new name in dir (else in /tmp when dir is NULL or not a searchable
 * directory), starting with at most five characters of pfx; malloc'd. */
char *tempnam(const char *dir, const char *pfx) {
    char base[4096 + 8];
    size_t d = dir ? strlen(dir) : 0;
    while (d > 1 && dir[d - 1] == '/')
        d--;
    if (d > 0 && d <= 4096) {
        /* "dir/." is searchable only if dir is a searchable directory */
        memcpy(base, dir, d);
        strcpy(base + d, "/.");
    }
    if (d == 0 || d > 4096 || access(base, X_OK) != 0) {
        d = 4;
        memcpy(base, "/tmp", d);
    }
    base[d++] = '/';
    size_t p = pfx ? strnlen(pfx, 5) : 4;
    memcpy(base + d, pfx ? pfx : "file", p);
    base[d + p] = 0;
    size_t cap = d + p + 24;
    char *name = malloc(cap);
    if (!name)
        return NULL;
    fresh_name(name, cap, base);
    return name;
}

FILE *tmpfile(void) {
    char name[L_tmpnam];
    int fd;
    do {
        fresh_name(name, sizeof name, "/tmp/tmpf.");
        fd = open(name, O_RDWR | O_CREAT | O_EXCL, 0600);
    } while (fd < 0 && errno == EEXIST);
    if (fd < 0)
        return NULL;
    unlink(name); /* it lives until closed */
    return __divm_new_stream(fd, __DIVM_F_READ | __DIVM_F_WRITE);
}

/* mkstemp's family: the last six characters (before `suffix` more) must be
 * "XXXXXX"; they are replaced with letters until the name is new. */
static int fill_template(char *t, int suffix) {
    size_t n = strlen(t);
    if (suffix < 0 || n < 6 + (size_t)suffix || memcmp(t + n - suffix - 6, "XXXXXX", 6) != 0) {
        errno = EINVAL;
        return -1;
    }
    char *x = t + n - suffix - 6;
    for (int tries = 0; tries < 1000; tries++) {
        unsigned long v = ++tmp_counter;
        for (int i = 5; i >= 0; i--) {
            x[i] = "abcdefghijklmnopqrstuvwxyz0123456789"[v % 36];
            v /= 36;
        }
        if (access(t, F_OK) < 0)
            return 0;
    }
    errno = EEXIST;
    return -1;
}

int mkstemps(char *t, int suffix) {
    if (fill_template(t, suffix) < 0)
        return -1;
    return open(t, O_RDWR | O_CREAT | O_EXCL, 0600);
}

int mkstemp(char *t) { return mkstemps(t, 0); }

int mkostemp(char *t, int flags) {
    if (fill_template(t, 0) < 0)
        return -1;
    return open(t, O_RDWR | O_CREAT | O_EXCL | (flags & (O_APPEND | O_CLOEXEC)), 0600);
}

/* The name only (another may take it before it is used): an empty string
 * when the template is wrong. */
char *mktemp(char *t) {
    if (fill_template(t, 0) < 0)
        t[0] = 0;
    return t;
}

char *mkdtemp(char *t) {
    if (fill_template(t, 0) < 0)
        return NULL;
    return mkdir(t, 0700) < 0 ? NULL : t;
}

/* ---- processes and words ------------------------------------------------- */

/* There is no shell and no second process. */
FILE *popen(const char *cmd, const char *mode) {
    (void)cmd, (void)mode;
    errno = ENOSYS;
    return NULL;
}

int pclose(FILE *f) {
    (void)f->fd;
    errno = ECHILD;
    return -1;
}

int getw(FILE *f) {
    int w;
    return fread(&w, sizeof w, 1, f) == 1 ? w : EOF;
}

int putw(int w, FILE *f) { return fwrite(&w, sizeof w, 1, f) == 1 ? 0 : EOF; }
