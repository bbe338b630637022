// strerror_r without _GNU_SOURCE is the XSI one: it returns 0, ERANGE for a buffer too small (with the text truncated and terminated) and EINVAL for an unknown number (with glibc's "Unknown error N" text).
// EXPECT: safe
// MODE: run-diff
#include <errno.h>
#include <stdio.h>
#include <string.h>

int main(void) {
    char buf[64];
    int r = strerror_r(EACCES, buf, sizeof buf);
    printf("%d %s\n", r == 0, buf);
    char small[6];
    r = strerror_r(EACCES, small, sizeof small);
    printf("%d [%s]\n", r == ERANGE, small);
    r = strerror_r(9999, buf, sizeof buf);
    printf("%d [%s]\n", r == EINVAL, buf);
    return 0;
}
