// Modifying a string literal writes to constant memory: a memory error.
// EXPECT: error memory
#include <stdio.h>

static void upcase(char *s) {
    for (; *s; s++)
        if (*s >= 'a' && *s <= 'z') *s -= 32; // ERROR
}

int main(void) {
    char ok[] = "array copy";
    upcase(ok);
    printf("%s\n", ok);
    char *lit = "literal";
    upcase(lit);
    printf("%s\n", lit);
    return 0;
}
