// strerrorname_np (glibc 2.32): the errno macro's name for every number,
// "0" for 0, the aliased name for EWOULDBLOCK, EDEADLOCK and ENOTSUP, NULL
// for the numbers without a name (41, 58, out of range); divm lacked it
// (call to undefined function).
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <string.h>

int main(void) {
    for (int e = -2; e < 140; e++) {
        const char *name = strerrorname_np(e);
        printf("%d %s\n", e, name ? name : "(null)");
    }
    printf("%s %s %s\n", strerrorname_np(EWOULDBLOCK), strerrorname_np(EDEADLOCK), strerrorname_np(ENOTSUP));
    printf("%d\n", strerrorname_np(1 << 20) == NULL);
    return 0;
}
