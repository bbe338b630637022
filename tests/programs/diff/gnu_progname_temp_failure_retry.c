// GNU names real programs use in messages and system calls: program_invocation_name and program_invocation_short_name (errno.h, _GNU_SOURCE: argv[0] and its last component) and TEMP_FAILURE_RETRY (unistd.h); they were undeclared, so such a program did not compile (or called an undefined function).
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
    (void)argc;
    const char *slash = strrchr(argv[0], '/');
    printf("name is argv[0]: %d\n", strcmp(program_invocation_name, argv[0]) == 0);
    printf("short name is its last part: %d\n", strcmp(program_invocation_short_name, slash ? slash + 1 : argv[0]) == 0);

    int fds[2];
    if (pipe(fds) != 0)
        return 1;
    long w = TEMP_FAILURE_RETRY(write(fds[1], "retry", 5));
    char buf[8] = {0};
    long r = TEMP_FAILURE_RETRY(read(fds[0], buf, sizeof buf - 1));
    printf("wrote %ld read %ld '%s'\n", w, r, buf);
    errno = 0;
    long bad = TEMP_FAILURE_RETRY(close(-1));
    printf("close(-1): %ld %s\n", bad, errno == EBADF ? "EBADF" : "other");
    close(fds[0]);
    close(fds[1]);
    return 0;
}
