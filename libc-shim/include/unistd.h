/* unistd.h -- a deterministic process: fd 0 is stdin (--stdin, else empty),
 * 1 and 2 go to the VM's output traces, files live in DiOS's in-VM file
 * system (--file copies host files in). */
#ifndef _DIVM_UNISTD_H
#define _DIVM_UNISTD_H
#include <bits/cdefs.h>
#include <bits/types.h>
#define __need_size_t
#define __need_NULL
#include <stddef.h>
#include <stdint.h>
__DIVM_BEGIN_DECLS

#ifndef __DIVM_SSIZE_T
#define __DIVM_SSIZE_T
typedef __divm_ssize_t ssize_t;
#endif
#ifndef __DIVM_OFF_T
#define __DIVM_OFF_T
typedef __divm_off_t off_t;
#endif
#ifndef __DIVM_PID_T
#define __DIVM_PID_T
typedef __divm_pid_t pid_t;
#endif
#ifndef __DIVM_UID_T
#define __DIVM_UID_T
typedef __divm_uid_t uid_t;
#endif
#ifndef __DIVM_GID_T
#define __DIVM_GID_T
typedef __divm_gid_t gid_t;
#endif
#ifndef __DIVM_USECONDS_T
#define __DIVM_USECONDS_T
typedef __divm_useconds_t useconds_t;
#endif

#define STDIN_FILENO 0
#define STDOUT_FILENO 1
#define STDERR_FILENO 2
#define F_OK 0
#define X_OK 1
#define W_OK 2
#define R_OK 4
#ifndef SEEK_SET
#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
#endif

#define _POSIX_VERSION 200809L
#define _POSIX_THREADS 200809L
#define _POSIX_SEMAPHORES 200809L
#define _POSIX_BARRIERS 200809L
#define _POSIX_SPIN_LOCKS 200809L
#define _POSIX_READER_WRITER_LOCKS 200809L
#define _POSIX_TIMEOUTS 200809L
#define _POSIX_MONOTONIC_CLOCK 0

#define _SC_ARG_MAX 0
#define _SC_CHILD_MAX 1
#define _SC_CLK_TCK 2
#define _SC_NGROUPS_MAX 3
#define _SC_OPEN_MAX 4
#define _SC_STREAM_MAX 5
#define _SC_TZNAME_MAX 6
#define _SC_JOB_CONTROL 7
#define _SC_SAVED_IDS 8
#define _SC_REALTIME_SIGNALS 9
#define _SC_VERSION 29
#define _SC_PAGESIZE 30
#define _SC_PAGE_SIZE _SC_PAGESIZE
#define _SC_SEM_NSEMS_MAX 32
#define _SC_SEM_VALUE_MAX 33
#define _SC_LINE_MAX 43
#define _SC_THREADS 67
#define _SC_THREAD_KEYS_MAX 74
#define _SC_THREAD_STACK_MIN 75
#define _SC_THREAD_THREADS_MAX 76
#define _SC_NPROCESSORS_CONF 83
#define _SC_NPROCESSORS_ONLN 84
#define _SC_PHYS_PAGES 85
#define _SC_HOST_NAME_MAX 180

#define _PC_LINK_MAX 0
#define _PC_MAX_CANON 1
#define _PC_MAX_INPUT 2
#define _PC_NAME_MAX 3
#define _PC_PATH_MAX 4
#define _PC_PIPE_BUF 5
#define _PC_CHOWN_RESTRICTED 6
#define _PC_NO_TRUNC 7
#define _PC_VDISABLE 8
#define _PC_SYNC_IO 9
#define _PC_ASYNC_IO 10
#define _PC_PRIO_IO 11
#define _PC_FILESIZEBITS 13
#define _PC_SYMLINK_MAX 19
#define _PC_2_SYMLINKS 20

#define _CS_PATH 0

#define F_ULOCK 0
#define F_LOCK 1
#define F_TLOCK 2
#define F_TEST 3

extern char **environ;
extern char *optarg;
extern int optind, opterr, optopt;

ssize_t read(int fd, void *buf, size_t n);
ssize_t write(int fd, const void *buf, size_t n);
int close(int fd);
off_t lseek(int fd, off_t off, int whence);
int dup(int fd);
int dup2(int fd, int fd2);
/* close_range's flags (Linux) */
#define CLOSE_RANGE_UNSHARE 2
#define CLOSE_RANGE_CLOEXEC 4
int close_range(unsigned first, unsigned last, int flags);
void closefrom(int lowfd);
int dup3(int fd, int fd2, int flags);
ssize_t pread(int fd, void *buf, size_t n, off_t off);
ssize_t pwrite(int fd, const void *buf, size_t n, off_t off);
void swab(const void *__restrict src, void *__restrict dst, ssize_t n);
int ftruncate(int fd, off_t len);
int truncate(const char *path, off_t len);
int fdatasync(int fd);
int unlinkat(int dirfd, const char *path, int flags);
int link(const char *from, const char *to);
int linkat(int fd1, const char *from, int fd2, const char *to, int flags);
int symlink(const char *target, const char *path);
int symlinkat(const char *target, int dirfd, const char *path);
ssize_t readlink(const char *__restrict path, char *__restrict buf, size_t size);
ssize_t readlinkat(int dirfd, const char *__restrict path, char *__restrict buf, size_t size);
int faccessat(int dirfd, const char *path, int mode, int flags);
int pipe(int fds[2]);
int pipe2(int fds[2], int flags);
int isatty(int fd);
char *getpass(const char *prompt);
int fsync(int fd);
void sync(void);
int access(const char *path, int mode);
int euidaccess(const char *path, int mode);
int eaccess(const char *path, int mode);
int getentropy(void *buf, size_t n);
int unlink(const char *path);
int rmdir(const char *path);
int chdir(const char *path);
char *getcwd(char *buf, size_t size);
int gethostname(char *name, size_t len);
__divm_noreturn void _exit(int status);
unsigned sleep(unsigned seconds);
int usleep(useconds_t usec);
unsigned alarm(unsigned seconds);
int pause(void);
pid_t getpid(void);
pid_t getppid(void);
pid_t gettid(void);
long syscall(long number, ...); /* <sys/syscall.h>'s numbers */
uid_t getuid(void);
uid_t geteuid(void);
gid_t getgid(void);
gid_t getegid(void);
int getresuid(uid_t *r, uid_t *e, uid_t *s);
int getresgid(gid_t *r, gid_t *e, gid_t *s);
int setresuid(uid_t r, uid_t e, uid_t s);
int setresgid(gid_t r, gid_t e, gid_t s);
pid_t fork(void);
pid_t vfork(void);
int setuid(uid_t uid);
int seteuid(uid_t uid);
int setgid(gid_t gid);
int setegid(gid_t gid);
int setreuid(uid_t ruid, uid_t euid);
int setregid(gid_t rgid, gid_t egid);
int getgroups(int size, gid_t list[]);
pid_t getpgrp(void);
pid_t getpgid(pid_t pid);
pid_t getsid(pid_t pid);
pid_t setsid(void);
int setpgid(pid_t pid, pid_t pgid);
int setpgrp(void);
int getdtablesize(void);
int nice(int inc);
/* Owners are not recorded (stat reports root): these check their arguments. */
int chown(const char *path, uid_t owner, gid_t group);
int fchown(int fd, uid_t owner, gid_t group);
int lchown(const char *path, uid_t owner, gid_t group);
int fchownat(int dirfd, const char *path, uid_t owner, gid_t group, int flags);
int fchdir(int fd);
long pathconf(const char *path, int name);
long fpathconf(int fd, int name);
size_t confstr(int name, char *buf, size_t len);
int lockf(int fd, int cmd, off_t len);
char *ttyname(int fd);
int ttyname_r(int fd, char *buf, size_t len);
char *getlogin(void);
int getlogin_r(char *buf, size_t len);
pid_t tcgetpgrp(int fd);
int tcsetpgrp(int fd, pid_t pgrp);
long gethostid(void);
char *get_current_dir_name(void);
/* There is no second process: each exec fails with ENOSYS. */
int execv(const char *path, char *const argv[]);
int execve(const char *path, char *const argv[], char *const envp[]);
int execvp(const char *file, char *const argv[]);
int execvpe(const char *file, char *const argv[], char *const envp[]);
int execl(const char *path, const char *arg, ...);
int execle(const char *path, const char *arg, ...);
int execlp(const char *file, const char *arg, ...);
int fexecve(int fd, char *const argv[], char *const envp[]);
long sysconf(int name);
int getpagesize(void);
int brk(void *addr);
void *sbrk(intptr_t increment);
char *crypt(const char *key, const char *salt);
void encrypt(char block[64], int edflag);
int getopt(int argc, char *const argv[], const char *opts);

/* The large-file names: off_t is already 64 bits. */
#if defined(_LARGEFILE64_SOURCE) || defined(_GNU_SOURCE)
typedef __divm_off_t off64_t;
#define lseek64 lseek
#define pread64 pread
#define pwrite64 pwrite
#define ftruncate64 ftruncate
#define truncate64 truncate
#define lockf64 lockf
#endif

#ifdef _GNU_SOURCE
/* glibc's: repeat an expression while it fails with EINTR (the caller
 * includes errno.h, as with glibc). */
#define TEMP_FAILURE_RETRY(expression)                                                                                 \
    (__extension__({                                                                                                   \
        long int __result;                                                                                             \
        do                                                                                                             \
            __result = (long int)(expression);                                                                         \
        while (__result == -1L && errno == EINTR);                                                                     \
        __result;                                                                                                      \
    }))
#endif

__DIVM_END_DECLS
#endif
