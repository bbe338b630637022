// atoi of a NULL pointer (an argument the program assumed present) is a null dereference at the atoi call.
// EXPECT: error memory
#include <stdlib.h>

int main(int argc, char **argv) {
    const char *arg = argc > 1 ? argv[1] : NULL;
    int n = atoi(arg); // ERROR
    return n;
}
