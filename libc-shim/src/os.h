/* os.h -- everything libc-shim takes from the OS (DiOS, or a platform given
 * with --os): the functions its bitcode calls but does not define, other
 * than hypercalls (hypercalls.h) and natives (natives.h, and the math
 * functions the VM computes). A platform that keeps libc-shim provides
 * these. tests/runtime_deps.rs checks this list against the built libc
 * and DiOS bitcode, and these declarations against the public headers. */
#ifndef DIVM_LIBC_OS_H
#define DIVM_LIBC_OS_H
#include <stddef.h>
#include <sys/types.h>
#include <signal.h>
#include <time.h>
struct stat;

/* errno lives in the OS's thread */
int *__errno_location(void);

/* memory */
void *malloc(size_t size);
void *calloc(size_t n, size_t size);
void *realloc(void *p, size_t size);
void free(void *p);

/* nondeterministic values (arc4random.c; the SV-COMP interface) */
unsigned int __VERIFIER_nondet_uint(void);

/* signals (sigjmp.c) */
int sigprocmask(int how, const sigset_t *__restrict set, sigset_t *__restrict old);

/* the process */
_Noreturn void exit(int status);
_Noreturn void abort(void); /* (obstack.c: an object of no chunk) */
pid_t getpid(void);
pid_t getppid(void);
pid_t gettid(void);
int sched_yield(void); /* (syscall.c) */
clock_t clock(void);
time_t time(time_t *t);
char *getenv(const char *name);

/* the rounding mode: the OS keeps it per thread (fenv.c) */
int fegetround(void);
int fesetround(int r);

/* descriptors */
int open(const char *path, int flags, ...);
ssize_t read(int fd, void *buf, size_t n);
ssize_t write(int fd, const void *buf, size_t n);
off_t lseek(int fd, off_t off, int whence);
int close(int fd);
int dup2(int fd, int fd2);
int fcntl(int fd, int cmd, ...);

/* the file system */
int access(const char *path, int mode);
int unlink(const char *path);
int mkdir(const char *path, mode_t mode);
int rmdir(const char *path);
int stat(const char *__restrict path, struct stat *__restrict st);
int lstat(const char *__restrict path, struct stat *__restrict st);
int chdir(const char *path);
int fchdir(int fd);
char *getcwd(char *buf, size_t size);

/* directory streams (scandir, ftw) */
struct dirent;
typedef struct __divm_dir DIR;
DIR *opendir(const char *path);
struct dirent *readdir(DIR *d);
int closedir(DIR *d);
int dirfd(DIR *d);

#endif
