// Reading from a stream after fclose is a use after free at the fgetc call.
// EXPECT: error memory
#include <stdio.h>

int main(void) {
    FILE *f = fopen("/tmp/t.txt", "w+");
    if (!f)
        return 1;
    fputs("abc", f);
    rewind(f);
    int c = fgetc(f);
    fclose(f);
    c += fgetc(f); // ERROR
    return c == 0;
}
