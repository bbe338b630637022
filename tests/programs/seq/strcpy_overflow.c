// strcpy of a 17-byte string into an 8-byte stack buffer writes past its end: a memory error at the strcpy call.
// EXPECT: error memory
#include <stdio.h>
#include <string.h>

int main(void) {
    char name[8];
    const char *input = "a much longer one";
    strcpy(name, input); // ERROR
    printf("%s\n", name);
    return 0;
}
