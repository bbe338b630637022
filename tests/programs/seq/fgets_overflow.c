// fgets told the buffer is larger than it is: the second line of the input file is longer than the 8-byte buffer, so fgets writes past its end.
// EXPECT: error memory
// FLAGS: --file tests/programs/data/lines.txt:lines.txt
#include <stdio.h>

int main(void) {
    FILE *f = fopen("lines.txt", "r");
    if (!f)
        return 1;
    char buf[8];
    int n = 0;
    while (fgets(buf, 64, f)) // ERROR
        n++;
    fclose(f);
    return n == 0;
}
