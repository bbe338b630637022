/* sys/wait.h -- there is one process and no fork: wait fails with ECHILD.
 * The status macros are Linux's. */
#ifndef _DIVM_SYS_WAIT_H
#define _DIVM_SYS_WAIT_H
#include <bits/cdefs.h>
#include <bits/types.h>
#include <signal.h>
__DIVM_BEGIN_DECLS
#ifndef __DIVM_PID_T
#define __DIVM_PID_T
typedef __divm_pid_t pid_t;
#endif
#define WNOHANG 1
#define WUNTRACED 2
#define WCONTINUED 8
#define WEXITSTATUS(s) (((s) & 0xff00) >> 8)
#define WTERMSIG(s) ((s) & 0x7f)
#define WSTOPSIG(s) WEXITSTATUS(s)
#define WIFEXITED(s) (WTERMSIG(s) == 0)
#define WIFSIGNALED(s) (((signed char)(((s) & 0x7f) + 1) >> 1) > 0)
#define WIFSTOPPED(s) (((s) & 0xff) == 0x7f)
#define WIFCONTINUED(s) ((s) == 0xffff)
#define WCOREDUMP(s) ((s) & 0x80)
typedef enum { P_ALL, P_PID, P_PGID } idtype_t;
#ifndef __DIVM_ID_T
#define __DIVM_ID_T
typedef __divm_id_t id_t;
#endif
#define WEXITED 4
#define WSTOPPED 2
#define WNOWAIT 0x01000000
pid_t wait(int *status);
int waitid(idtype_t idtype, id_t id, siginfo_t *info, int options);
pid_t waitpid(pid_t pid, int *status, int options);
struct rusage;
pid_t wait3(int *status, int options, struct rusage *ru);
pid_t wait4(pid_t pid, int *status, int options, struct rusage *ru);
__DIVM_END_DECLS
#endif
