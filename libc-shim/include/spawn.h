/* spawn.h -- process creation (POSIX posix_spawn; glibc's flag values).
 * divm runs one process: the attribute and file-action objects work, and
 * posix_spawn and posix_spawnp return ENOSYS (docs/libc.md). */
#ifndef _DIVM_SPAWN_H
#define _DIVM_SPAWN_H
#include <bits/cdefs.h>
#include <sched.h>
#include <signal.h>
#include <sys/types.h>
__DIVM_BEGIN_DECLS

typedef struct {
    short __flags;
    pid_t __pgroup;
    sigset_t __sigdefault;
    sigset_t __sigmask;
    struct sched_param __param;
    int __policy;
} posix_spawnattr_t;

typedef struct {
    int __used, __cap;
    struct __divm_spawn_action *__actions;
} posix_spawn_file_actions_t;

#define POSIX_SPAWN_RESETIDS 0x01
#define POSIX_SPAWN_SETPGROUP 0x02
#define POSIX_SPAWN_SETSIGDEF 0x04
#define POSIX_SPAWN_SETSIGMASK 0x08
#define POSIX_SPAWN_SETSCHEDPARAM 0x10
#define POSIX_SPAWN_SETSCHEDULER 0x20
#define POSIX_SPAWN_USEVFORK 0x40 /* GNU */
#define POSIX_SPAWN_SETSID 0x80   /* GNU */

int posix_spawn(pid_t *__restrict pid, const char *__restrict path, const posix_spawn_file_actions_t *actions,
                const posix_spawnattr_t *__restrict attr, char *const argv[__restrict], char *const envp[__restrict]);
int posix_spawnp(pid_t *__restrict pid, const char *__restrict file, const posix_spawn_file_actions_t *actions,
                 const posix_spawnattr_t *__restrict attr, char *const argv[__restrict], char *const envp[__restrict]);

int posix_spawnattr_init(posix_spawnattr_t *attr);
int posix_spawnattr_destroy(posix_spawnattr_t *attr);
int posix_spawnattr_getflags(const posix_spawnattr_t *__restrict attr, short *__restrict flags);
int posix_spawnattr_setflags(posix_spawnattr_t *attr, short flags);
int posix_spawnattr_getpgroup(const posix_spawnattr_t *__restrict attr, pid_t *__restrict pgroup);
int posix_spawnattr_setpgroup(posix_spawnattr_t *attr, pid_t pgroup);
int posix_spawnattr_getsigdefault(const posix_spawnattr_t *__restrict attr, sigset_t *__restrict set);
int posix_spawnattr_setsigdefault(posix_spawnattr_t *__restrict attr, const sigset_t *__restrict set);
int posix_spawnattr_getsigmask(const posix_spawnattr_t *__restrict attr, sigset_t *__restrict set);
int posix_spawnattr_setsigmask(posix_spawnattr_t *__restrict attr, const sigset_t *__restrict set);
int posix_spawnattr_getschedparam(const posix_spawnattr_t *__restrict attr, struct sched_param *__restrict p);
int posix_spawnattr_setschedparam(posix_spawnattr_t *__restrict attr, const struct sched_param *__restrict p);
int posix_spawnattr_getschedpolicy(const posix_spawnattr_t *__restrict attr, int *__restrict policy);
int posix_spawnattr_setschedpolicy(posix_spawnattr_t *attr, int policy);

int posix_spawn_file_actions_init(posix_spawn_file_actions_t *actions);
int posix_spawn_file_actions_destroy(posix_spawn_file_actions_t *actions);
int posix_spawn_file_actions_addclose(posix_spawn_file_actions_t *actions, int fd);
int posix_spawn_file_actions_adddup2(posix_spawn_file_actions_t *actions, int fd, int newfd);
int posix_spawn_file_actions_addopen(posix_spawn_file_actions_t *__restrict actions, int fd,
                                     const char *__restrict path, int oflag, mode_t mode);

__DIVM_END_DECLS
#endif
