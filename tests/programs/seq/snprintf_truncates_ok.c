// snprintf with the right size truncates and terminates, returning the length it would have written.
// EXPECT: safe
#include <assert.h>
#include <stdio.h>
#include <string.h>

int main(void) {
    char small[8];
    int n = snprintf(small, sizeof small, "%s-%s", "left side", "right");
    assert(n == 15 && strlen(small) == 7 && strcmp(small, "left si") == 0);
    return 0;
}
