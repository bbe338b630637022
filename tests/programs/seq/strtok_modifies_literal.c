// strtok writes terminators into its argument: tokenising a string literal writes to read-only memory.
// EXPECT: error memory
#include <string.h>

int main(void) {
    char *csv = "a,b,c";
    char *tok = strtok(csv, ","); // ERROR
    return tok == NULL;
}
