// A `void main(int argc, char **argv)` still has its errors found: the assertion fails.
// EXPECT: error assert
#include <assert.h>
#include <stdio.h>

void main(int argc, char **argv) {
    printf("%s\n", argv[0]);
    assert(argc == 2); // ERROR
}
