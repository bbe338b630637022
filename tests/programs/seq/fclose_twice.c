// fclose frees the stream: closing it a second time is a use after free, reported at the second fclose.
// EXPECT: error memory
#include <stdio.h>

int main(void) {
    FILE *f = fopen("/tmp/out.txt", "w");
    if (!f)
        return 1;
    fputs("data\n", f);
    fclose(f);
    fclose(f); // ERROR
    return 0;
}
