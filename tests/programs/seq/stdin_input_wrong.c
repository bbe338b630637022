// The first line of --stdin is "3 4 5": a program that expects it to start with 4 fails its assertion.
// EXPECT: error assert
// FLAGS: --stdin tests/programs/data/numbers.txt
#include <assert.h>
#include <stdio.h>

int main(void) {
    char line[32];
    if (!fgets(line, sizeof line, stdin))
        return 1;
    assert(line[0] == '4'); // ERROR
    return 0;
}
