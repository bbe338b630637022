// fopen of a missing file for reading fails with ENOENT (and "r+" too); a program that checks the result is safe.
// EXPECT: safe
#include <assert.h>
#include <errno.h>
#include <stdio.h>

int main(void) {
    errno = 0;
    FILE *f = fopen("config.txt", "r");
    assert(f == NULL && errno == ENOENT);
    errno = 0;
    f = fopen("/tmp/other.txt", "r+");
    assert(f == NULL && errno == ENOENT);
    return 0;
}
