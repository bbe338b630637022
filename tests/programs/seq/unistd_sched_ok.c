// unistd.h and sched.h basics: getpid is positive and stable, getppid differs, sysconf answers the common names (and EINVAL for others), sleep/usleep return 0, sched_yield succeeds, gethostname and getcwd fill their buffers.
// EXPECT: safe
#include <assert.h>
#include <errno.h>
#include <limits.h>
#include <sched.h>
#include <string.h>
#include <unistd.h>

int main(void) {
    pid_t p = getpid();
    assert(p > 0 && getpid() == p && getppid() != p);
    assert(sysconf(_SC_PAGESIZE) == 4096 && getpagesize() == 4096);
    assert(sysconf(_SC_CLK_TCK) > 0);
    assert(sysconf(_SC_OPEN_MAX) >= 20);
    assert(sysconf(_SC_NPROCESSORS_ONLN) >= 1 && sysconf(_SC_NPROCESSORS_CONF) >= sysconf(_SC_NPROCESSORS_ONLN));
    assert(sysconf(_SC_LINE_MAX) >= 2048);
    assert(sysconf(_SC_THREAD_KEYS_MAX) >= 128);
    errno = 0;
    assert(sysconf(-12345) == -1 && errno == EINVAL);
    assert(sleep(0) == 0 && usleep(10) == 0);
    assert(sched_yield() == 0);
    char host[HOST_NAME_MAX + 1];
    assert(gethostname(host, sizeof host) == 0 && strlen(host) > 0);
    char cwd[PATH_MAX];
    assert(getcwd(cwd, sizeof cwd) == cwd && cwd[0] == '/');
    assert(chdir("/tmp") == 0 && getcwd(cwd, sizeof cwd) && strcmp(cwd, "/tmp") == 0);
    errno = 0;
    assert(chdir("/no/such/dir") == -1 && errno == ENOENT);
    assert(isatty(1) == 0);
    return 0;
}
