/* proc.c -- process identity and system parameters (alarm and pause are
 * in alarm.c). */
#include "dios.h"
#include <errno.h>
#include <unistd.h>

pid_t getpid(void) { return 1; }
pid_t getppid(void) { return 0; }
pid_t gettid(void) { return (pid_t)__dios_self()->id; }

/* The user and group ids, real, effective and saved: root's at boot. Root
 * (effective uid 0) may take any id, as POSIX allows an appropriately
 * privileged process; file permissions are checked as root's whatever
 * they are (docs/semantics.md). */
struct ids {
    unsigned r, e, s;
};
static struct ids uids, gids;

uid_t getuid(void) { return uids.r; }
uid_t geteuid(void) { return uids.e; }
gid_t getgid(void) { return gids.r; }
gid_t getegid(void) { return gids.e; }

static int privileged(void) { return uids.e == 0; }

static int bad_id(unsigned id) {
    if (id == (unsigned)-1) {
        errno = EINVAL;
        return 1;
    }
    return 0;
}

/* An unprivileged process may only take one of the ids it has. */
static int held(const struct ids *t, unsigned id) { return id == t->r || id == t->e || id == t->s; }

/* setuid and setgid: with privilege all three ids change, otherwise only
 * the effective one, and only to the real or the saved one. */
static int set_ids(unsigned id, struct ids *t) {
    if (bad_id(id))
        return -1;
    if (privileged())
        t->r = t->e = t->s = id;
    else if (id == t->r || id == t->s)
        t->e = id;
    else
        return errno = EPERM, -1;
    return 0;
}

/* seteuid and setegid: without privilege, only to an id held. */
static int set_effective(unsigned id, struct ids *t) {
    if (bad_id(id))
        return -1;
    if (!privileged() && !held(t, id))
        return errno = EPERM, -1;
    t->e = id;
    return 0;
}

int setuid(uid_t id) { return set_ids(id, &uids); }
int seteuid(uid_t id) { return set_effective(id, &uids); }
int setgid(gid_t id) { return set_ids(id, &gids); }
int setegid(gid_t id) { return set_effective(id, &gids); }

/* setreuid and setregid (-1 keeps an id), with Linux's rules: without
 * privilege the real id may become the effective one and the effective id
 * the real or the saved one. The saved id follows the new effective one
 * when the real id is set, or the effective one to other than the old
 * real id. */
static int set_real_effective(unsigned r, unsigned e, struct ids *t) {
    const unsigned keep = (unsigned)-1;
    if (!privileged() && ((r != keep && r != t->r && r != t->e) || (e != keep && !held(t, e))))
        return errno = EPERM, -1;
    unsigned old_real = t->r;
    if (r != keep)
        t->r = r;
    if (e != keep)
        t->e = e;
    if (r != keep || (e != keep && e != old_real))
        t->s = t->e;
    return 0;
}

int setreuid(uid_t r, uid_t e) { return set_real_effective(r, e, &uids); }
int setregid(gid_t r, gid_t e) { return set_real_effective(r, e, &gids); }

/* setresuid and setresgid (Linux, BSD): -1 keeps an id; without
 * privilege each new id must be one already held. */
static int set_all(unsigned r, unsigned e, unsigned s, struct ids *t) {
    const unsigned keep = (unsigned)-1;
    if (!privileged() && ((r != keep && !held(t, r)) || (e != keep && !held(t, e)) || (s != keep && !held(t, s))))
        return errno = EPERM, -1;
    if (r != keep)
        t->r = r;
    if (e != keep)
        t->e = e;
    if (s != keep)
        t->s = s;
    return 0;
}

int setresuid(uid_t r, uid_t e, uid_t s) { return set_all(r, e, s, &uids); }
int setresgid(gid_t r, gid_t e, gid_t s) { return set_all(r, e, s, &gids); }

static int get_all(const struct ids *t, unsigned *r, unsigned *e, unsigned *s) {
    *r = t->r;
    *e = t->e;
    *s = t->s;
    return 0;
}

int getresuid(uid_t *r, uid_t *e, uid_t *s) { return get_all(&uids, r, e, s); }
int getresgid(gid_t *r, gid_t *e, gid_t *s) { return get_all(&gids, r, e, s); }

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
