// errno: set by strtol/strtoul/strtod on range errors, left alone on success, writable by the program, EDOM/ERANGE/EINVAL distinct.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <stdlib.h>
#include <errno.h>
#include <string.h>

int main(void) {
    printf("initial %d\n", errno);
    errno = 0;
    strtol("99999999999999999999", NULL, 10);
    printf("overflow erange %d\n", errno == ERANGE);
    errno = 12345;
    long v = strtol("17", NULL, 10);
    printf("success keeps %d (v=%ld)\n", errno, v);
    errno = 0;
    strtoull("-1", NULL, 10);
    printf("negative unsigned %d\n", errno);
    errno = 0;
    strtod("1e999", NULL);
    printf("strtod erange %d\n", errno == ERANGE);
    printf("distinct %d %d %d\n", EDOM != ERANGE, EINVAL != ERANGE, EDOM != EINVAL);
    int *ep = &errno;
    *ep = 77;
    printf("through pointer %d\n", errno);
    errno = 0;
    char *p = malloc(16);
    printf("malloc ok keeps %d\n", errno);
    free(p);
    printf("strerror nonnull %d\n", strerror(ERANGE) != NULL && strlen(strerror(ERANGE)) > 0);
    return 0;
}
