// The file system starts empty: fopen of a file that was not given with --file returns NULL, and reading through the unchecked NULL stream is a null dereference at the fgets call.
// EXPECT: error memory
#include <stdio.h>

int main(void) {
    FILE *f = fopen("config.txt", "r");
    char line[32];
    if (fgets(line, sizeof line, f)) // ERROR
        puts(line);
    return 0;
}
