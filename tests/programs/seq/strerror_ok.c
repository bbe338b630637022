// strerror returns a message for every value, known or not, and perror prints without failing; errno is preserved by successful calls.
// EXPECT: safe
#include <assert.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>

int main(void) {
    assert(strcmp(strerror(ENOENT), "No such file or directory") == 0);
    assert(strlen(strerror(-5)) > 0 && strlen(strerror(100000)) > 0);
    char buf[8];
    assert(strerror_r(EINVAL, buf, sizeof buf) == ERANGE && strlen(buf) == 7);
    errno = EBADF;
    perror("test");
    assert(errno == EBADF);
    return 0;
}
