// gets stores a whole line whatever the buffer's size: the second line of --stdin (36 bytes) overflows a 16-byte buffer, in gets, reported at its call. The program declares gets itself, as C11 removed it.
// EXPECT: error memory
// FLAGS: --stdin tests/programs/data/lines.txt
#include <stdio.h>

char *gets(char *s);

int main(void) {
    char line[16];
    while (gets(line) != NULL) // ERROR
        printf("read: %s\n", line);
    return 0;
}
