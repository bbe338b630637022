// --env sets environment variables: getenv finds them, setenv/unsetenv change them, others stay unset.
// EXPECT: safe
// FLAGS: --env HOME=/home/divm --env EMPTY=
#include <assert.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    assert(strcmp(getenv("HOME"), "/home/divm") == 0);
    assert(getenv("EMPTY") && getenv("EMPTY")[0] == '\0');
    assert(getenv("PATH") == NULL);
    assert(setenv("PATH", "/bin", 0) == 0 && strcmp(getenv("PATH"), "/bin") == 0);
    assert(setenv("PATH", "/usr/bin", 0) == 0 && strcmp(getenv("PATH"), "/bin") == 0);
    assert(setenv("PATH", "/usr/bin", 1) == 0 && strcmp(getenv("PATH"), "/usr/bin") == 0);
    assert(unsetenv("HOME") == 0 && getenv("HOME") == NULL);
    assert(setenv("A=B", "x", 1) == -1);
    return 0;
}
