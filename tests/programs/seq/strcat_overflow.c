// strcat appends to a heap buffer that has room for only the first word: the copy runs past the 10-byte object.
// EXPECT: error memory
#include <stdlib.h>
#include <string.h>

int main(void) {
    char *s = malloc(10);
    if (!s)
        return 1;
    strcpy(s, "hello");
    strcat(s, ", world"); // ERROR
    free(s);
    return 0;
}
