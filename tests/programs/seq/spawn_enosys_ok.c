// posix_spawn and posix_spawnp return ENOSYS (divm runs one process) after their attribute and file-action objects were built: the setters keep their values (EINVAL for unknown flags or policy, EBADF for a negative descriptor), and destroying the file actions frees their copies (no leak).
// EXPECT: safe
// FLAGS: --leak
#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <string.h>

int main(void) {
    posix_spawnattr_t attr;
    posix_spawn_file_actions_t fa;
    assert(posix_spawnattr_init(&attr) == 0);
    assert(posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK) == 0);
    assert(posix_spawnattr_setflags(&attr, 0x4000) == EINVAL);
    short flags;
    assert(posix_spawnattr_getflags(&attr, &flags) == 0 && flags == (POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK));
    assert(posix_spawnattr_setpgroup(&attr, 7) == 0);
    pid_t pg;
    assert(posix_spawnattr_getpgroup(&attr, &pg) == 0 && pg == 7);
    sigset_t set, got;
    sigemptyset(&set);
    sigaddset(&set, SIGUSR1);
    assert(posix_spawnattr_setsigmask(&attr, &set) == 0);
    assert(posix_spawnattr_getsigmask(&attr, &got) == 0 && sigismember(&got, SIGUSR1) == 1);
    assert(posix_spawnattr_setschedpolicy(&attr, 99) == EINVAL);
    assert(posix_spawnattr_setschedpolicy(&attr, SCHED_RR) == 0);
    int pol;
    assert(posix_spawnattr_getschedpolicy(&attr, &pol) == 0 && pol == SCHED_RR);
    assert(posix_spawn_file_actions_init(&fa) == 0);
    assert(posix_spawn_file_actions_addopen(&fa, 1, "/tmp/out.txt", O_WRONLY | O_CREAT, 0644) == 0);
    assert(posix_spawn_file_actions_adddup2(&fa, 1, 2) == 0);
    assert(posix_spawn_file_actions_addclose(&fa, 0) == 0);
    assert(posix_spawn_file_actions_addclose(&fa, -1) == EBADF);
    assert(posix_spawn_file_actions_adddup2(&fa, 1, -2) == EBADF);
    char *argv[] = {"ls", "-l", NULL};
    char *envp[] = {NULL};
    pid_t pid = 0;
    assert(posix_spawn(&pid, "/bin/ls", &fa, &attr, argv, envp) == ENOSYS);
    assert(posix_spawnp(&pid, "ls", NULL, NULL, argv, envp) == ENOSYS);
    assert(posix_spawn_file_actions_destroy(&fa) == 0);
    assert(posix_spawnattr_destroy(&attr) == 0);
    return 0;
}
