// closefrom and close_range (glibc 2.34): a daemon closes every inherited
// descriptor above stderr; close_range closes an inclusive range, skips
// descriptors that are not open, and refuses first > last or an unknown
// flag (EINVAL); CLOSE_RANGE_CLOEXEC closes nothing. divm had neither.
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

static void show(const char *what) {
    printf("%-10s", what);
    for (int fd = 3; fd < 12; fd++)
        printf(" %d", fcntl(fd, F_GETFD) != -1);
    printf("\n");
}

int main(void) {
    closefrom(3); /* what the test harness may have left open */
    show("start");
    int fds[2];
    pipe(fds);                            /* 3, 4 */
    int n = open("/dev/null", O_RDONLY);  /* 5 */
    dup2(n, 9);
    dup2(n, 11);
    show("opened");
    printf("%d\n", close_range(4, 5, 0));
    show("4..5");
    printf("%d\n", close_range(3, 11, CLOSE_RANGE_CLOEXEC));
    show("cloexec");
    errno = 0;
    printf("%d %d\n", close_range(9, 3, 0), errno == EINVAL);
    errno = 0;
    printf("%d %d\n", close_range(3, 4, 0x100), errno == EINVAL);
    closefrom(10);
    show("from 10");
    closefrom(3);
    show("from 3");
    printf("%d\n", close_range(20, ~0u, 0));
    int again = open("/dev/null", O_RDONLY);
    printf("lowest free %d\n", again);
    return 0;
}
