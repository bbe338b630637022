/* spawn.c -- posix_spawn and its attribute and file-action objects. divm
 * runs a single process (fork and exec fail with ENOSYS, dios/proc.c), so
 * posix_spawn and posix_spawnp check their arguments and return ENOSYS;
 * the objects keep what they are given, so a program builds them, and
 * frees the file actions' copies with posix_spawn_file_actions_destroy. */
#include <errno.h>
#include <limits.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>

struct __divm_spawn_action {
    int kind; /* 0 close, 1 dup2, 2 open */
    int fd, newfd, oflag;
    mode_t mode;
    char *path;
};

static int spawn(pid_t *pid, const char *path, char *const argv[]) {
    (void)pid;
    if (!path || !argv)
        return EINVAL;
    return ENOSYS;
}

int posix_spawn(pid_t *restrict pid, const char *restrict path, const posix_spawn_file_actions_t *actions,
                const posix_spawnattr_t *restrict attr, char *const argv[restrict], char *const envp[restrict]) {
    (void)actions, (void)attr, (void)envp;
    return spawn(pid, path, argv);
}

int posix_spawnp(pid_t *restrict pid, const char *restrict file, const posix_spawn_file_actions_t *actions,
                 const posix_spawnattr_t *restrict attr, char *const argv[restrict], char *const envp[restrict]) {
    (void)actions, (void)attr, (void)envp;
    return spawn(pid, file, argv);
}

#define ALL_FLAGS                                                                                            \
    (POSIX_SPAWN_RESETIDS | POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK |          \
     POSIX_SPAWN_SETSCHEDPARAM | POSIX_SPAWN_SETSCHEDULER | POSIX_SPAWN_USEVFORK | POSIX_SPAWN_SETSID)

int posix_spawnattr_init(posix_spawnattr_t *attr) {
    memset(attr, 0, sizeof *attr);
    return 0;
}

int posix_spawnattr_destroy(posix_spawnattr_t *attr) { return (void)attr, 0; }

int posix_spawnattr_getflags(const posix_spawnattr_t *restrict attr, short *restrict flags) {
    *flags = attr->__flags;
    return 0;
}

int posix_spawnattr_setflags(posix_spawnattr_t *attr, short flags) {
    if (flags & ~ALL_FLAGS)
        return EINVAL;
    attr->__flags = flags;
    return 0;
}

int posix_spawnattr_getpgroup(const posix_spawnattr_t *restrict attr, pid_t *restrict pgroup) {
    *pgroup = attr->__pgroup;
    return 0;
}

int posix_spawnattr_setpgroup(posix_spawnattr_t *attr, pid_t pgroup) {
    attr->__pgroup = pgroup;
    return 0;
}

int posix_spawnattr_getsigdefault(const posix_spawnattr_t *restrict attr, sigset_t *restrict set) {
    *set = attr->__sigdefault;
    return 0;
}

int posix_spawnattr_setsigdefault(posix_spawnattr_t *restrict attr, const sigset_t *restrict set) {
    attr->__sigdefault = *set;
    return 0;
}

int posix_spawnattr_getsigmask(const posix_spawnattr_t *restrict attr, sigset_t *restrict set) {
    *set = attr->__sigmask;
    return 0;
}

int posix_spawnattr_setsigmask(posix_spawnattr_t *restrict attr, const sigset_t *restrict set) {
    attr->__sigmask = *set;
    return 0;
}

int posix_spawnattr_getschedparam(const posix_spawnattr_t *restrict attr, struct sched_param *restrict p) {
    *p = attr->__param;
    return 0;
}

int posix_spawnattr_setschedparam(posix_spawnattr_t *restrict attr, const struct sched_param *restrict p) {
    attr->__param = *p;
    return 0;
}

int posix_spawnattr_getschedpolicy(const posix_spawnattr_t *restrict attr, int *restrict policy) {
    *policy = attr->__policy;
    return 0;
}

int posix_spawnattr_setschedpolicy(posix_spawnattr_t *attr, int policy) {
    if (policy != SCHED_OTHER && policy != SCHED_FIFO && policy != SCHED_RR)
        return EINVAL;
    attr->__policy = policy;
    return 0;
}

int posix_spawn_file_actions_init(posix_spawn_file_actions_t *actions) {
    memset(actions, 0, sizeof *actions);
    return 0;
}

int posix_spawn_file_actions_destroy(posix_spawn_file_actions_t *actions) {
    for (int i = 0; i < actions->__used; i++)
        free(actions->__actions[i].path);
    free(actions->__actions);
    memset(actions, 0, sizeof *actions);
    return 0;
}

static int add(posix_spawn_file_actions_t *actions, struct __divm_spawn_action a) {
    if (a.fd < 0 || (a.kind == 1 && a.newfd < 0))
        return EBADF;
    if (actions->__used == actions->__cap) {
        int cap = actions->__cap ? 2 * actions->__cap : 4;
        struct __divm_spawn_action *v = realloc(actions->__actions, (size_t)cap * sizeof *v);
        if (!v)
            return ENOMEM;
        actions->__actions = v;
        actions->__cap = cap;
    }
    actions->__actions[actions->__used++] = a;
    return 0;
}

int posix_spawn_file_actions_addclose(posix_spawn_file_actions_t *actions, int fd) {
    return add(actions, (struct __divm_spawn_action){0, fd, 0, 0, 0, NULL});
}

int posix_spawn_file_actions_adddup2(posix_spawn_file_actions_t *actions, int fd, int newfd) {
    return add(actions, (struct __divm_spawn_action){1, fd, newfd, 0, 0, NULL});
}

int posix_spawn_file_actions_addopen(posix_spawn_file_actions_t *restrict actions, int fd, const char *restrict path,
                                     int oflag, mode_t mode) {
    if (fd < 0)
        return EBADF;
    char *copy = strdup(path);
    if (!copy)
        return ENOMEM;
    int r = add(actions, (struct __divm_spawn_action){2, fd, 0, oflag, mode, copy});
    if (r)
        free(copy);
    return r;
}
