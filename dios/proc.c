/* proc.c -- process identity and system parameters (alarm and pause are
 * in alarm.c). */
#include "dios.h"
#include <errno.h>
#include <unistd.h>

pid_t getpid(void) { return 1; }
pid_t getppid(void) { return 0; }
pid_t gettid(void) { return (pid_t)__dios_self()->id; }
uid_t getuid(void) { return 0; }
uid_t geteuid(void) { return 0; }
gid_t getgid(void) { return 0; }
gid_t getegid(void) { return 0; }

pid_t fork(void) {
    errno = ENOSYS;
    return -1;
}

/* No exec reaches the host (docs/security.md): each fails, and the
 * program goes on as a failed exec lets it. */
static int no_exec(void) {
    errno = ENOSYS;
    return -1;
}
int execv(const char *path, char *const argv[]) { return (void)path, (void)argv, no_exec(); }
int execve(const char *path, char *const argv[], char *const envp[]) { return (void)path, (void)argv, (void)envp, no_exec(); }
int execvp(const char *file, char *const argv[]) { return (void)file, (void)argv, no_exec(); }
int execvpe(const char *file, char *const argv[], char *const envp[]) { return (void)file, (void)argv, (void)envp, no_exec(); }
int execl(const char *path, const char *arg, ...) { return (void)path, (void)arg, no_exec(); }
int execle(const char *path, const char *arg, ...) { return (void)path, (void)arg, no_exec(); }
int execlp(const char *file, const char *arg, ...) { return (void)file, (void)arg, no_exec(); }
int fexecve(int fd, char *const argv[], char *const envp[]) { return (void)fd, (void)argv, (void)envp, no_exec(); }

int getpagesize(void) { return 4096; }

long sysconf(int name) {
    switch (name) {
    case _SC_ARG_MAX:
        return 2097152;
    case _SC_CHILD_MAX:
        return 1;
    case _SC_CLK_TCK:
        return 100;
    case _SC_NGROUPS_MAX:
        return 65536;
    case _SC_OPEN_MAX:
        return 1024;
    case _SC_STREAM_MAX:
        return 16;
    case _SC_TZNAME_MAX:
        return 6;
    case _SC_VERSION:
        return _POSIX_VERSION;
    case _SC_PAGESIZE:
        return 4096;
    case _SC_SEM_NSEMS_MAX:
        return -1;
    case _SC_SEM_VALUE_MAX:
        return 2147483647;
    case _SC_LINE_MAX:
        return 2048;
    case _SC_THREADS:
        return _POSIX_THREADS;
    case _SC_THREAD_KEYS_MAX:
        return 1024;
    case _SC_THREAD_STACK_MIN:
        return 16384;
    case _SC_THREAD_THREADS_MAX:
        return -1;
    case _SC_NPROCESSORS_CONF:
    case _SC_NPROCESSORS_ONLN:
        return 1;
    case _SC_PHYS_PAGES:
        return 262144;
    case _SC_HOST_NAME_MAX:
        return 64;
    default:
        errno = EINVAL;
        return -1;
    }
}
