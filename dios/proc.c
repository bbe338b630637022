/* proc.c -- process identity and system parameters (alarm and pause are
 * in alarm.c). */
#include "dios.h"
#include <errno.h>
#include <unistd.h>

pid_t getpid(void) { return 1; }
pid_t getppid(void) { return 0; }
pid_t gettid(void) { return (pid_t)__dios_self()->id; }

/* The user and group ids: root's at boot. Root may take any id, as POSIX
 * allows an appropriately privileged process; file permissions are
 * checked as root's whatever they are (docs/semantics.md). */
static uid_t ruid, euid;
static gid_t rgid, egid;

uid_t getuid(void) { return ruid; }
uid_t geteuid(void) { return euid; }
gid_t getgid(void) { return rgid; }
gid_t getegid(void) { return egid; }

static int bad_id(unsigned id) {
    if (id == (unsigned)-1) {
        errno = EINVAL;
        return 1;
    }
    return 0;
}

/* setuid and setgid: with privilege (effective uid 0) both ids change,
 * otherwise only the effective one, and only back to the real one. */
static int set_ids(unsigned id, unsigned *real, unsigned *effective) {
    if (bad_id(id))
        return -1;
    if (euid == 0)
        *real = *effective = id;
    else if (id == *real)
        *effective = id;
    else
        return errno = EPERM, -1;
    return 0;
}

/* seteuid and setegid: without privilege, only to the real id. */
static int set_effective(unsigned id, unsigned real, unsigned *effective) {
    if (bad_id(id))
        return -1;
    if (euid != 0 && id != real)
        return errno = EPERM, -1;
    *effective = id;
    return 0;
}

int setuid(uid_t id) { return set_ids(id, &ruid, &euid); }
int seteuid(uid_t id) { return set_effective(id, ruid, &euid); }
int setgid(gid_t id) { return set_ids(id, &rgid, &egid); }
int setegid(gid_t id) { return set_effective(id, rgid, &egid); }

/* -1 keeps an id; an unprivileged process may only swap its own. */
int setreuid(uid_t r, uid_t e) {
    if (euid != 0 && ((r != (uid_t)-1 && r != ruid && r != euid) || (e != (uid_t)-1 && e != ruid && e != euid)))
        return errno = EPERM, -1;
    if (r != (uid_t)-1)
        ruid = r;
    if (e != (uid_t)-1)
        euid = e;
    return 0;
}

int setregid(gid_t r, gid_t e) {
    if (euid != 0 && ((r != (gid_t)-1 && r != rgid && r != egid) || (e != (gid_t)-1 && e != rgid && e != egid)))
        return errno = EPERM, -1;
    if (r != (gid_t)-1)
        rgid = r;
    if (e != (gid_t)-1)
        egid = e;
    return 0;
}

/* No supplementary groups. */
int getgroups(int size, gid_t list[]) {
    (void)list;
    if (size < 0)
        return errno = EINVAL, -1;
    return 0;
}

/* The one process leads its own group and session (id 1). */
pid_t getpgrp(void) { return 1; }

pid_t getpgid(pid_t pid) {
    if (pid != 0 && pid != 1)
        return errno = ESRCH, -1;
    return 1;
}

pid_t getsid(pid_t pid) { return getpgid(pid); }

/* A group leader cannot make a new session (POSIX: EPERM). */
pid_t setsid(void) { return errno = EPERM, -1; }

/* The process may only stay in its own group. */
int setpgid(pid_t pid, pid_t pgid) {
    if (pgid < 0)
        return errno = EINVAL, -1;
    if (pid != 0 && pid != 1)
        return errno = ESRCH, -1;
    if (pgid != 0 && pgid != 1)
        return errno = EPERM, -1;
    return 0;
}

int setpgrp(void) { return setpgid(0, 0); }

pid_t fork(void) {
    errno = ENOSYS;
    return -1;
}

pid_t vfork(void) { return fork(); }

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
int getdtablesize(void) { return 1024; }
long gethostid(void) { return 0; }

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
