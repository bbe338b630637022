// gets with a buffer large enough for every line of --stdin: the newline is dropped, and NULL comes at the end of the input.
// EXPECT: safe
// FLAGS: --stdin tests/programs/data/lines.txt
#include <assert.h>
#include <stdio.h>
#include <string.h>

char *gets(char *s);

int main(void) {
    char line[64];
    int n = 0;
    while (gets(line) != NULL) {
        assert(strchr(line, '\n') == NULL);
        n++;
    }
    assert(n == 3);
    assert(strcmp(line, "end") == 0);
    return 0;
}
