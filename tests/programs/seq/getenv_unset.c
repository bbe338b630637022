// The environment is empty unless --env adds to it: getenv("HOME") is NULL, and strlen of it is a null dereference.
// EXPECT: error memory
#include <stdlib.h>
#include <string.h>

int main(void) {
    const char *home = getenv("HOME");
    size_t n = strlen(home); // ERROR
    return n == 0;
}
