// A non-zero status returned from main (not exit()) is an error of kind
// exit, reported at the `return` that gave it, not at main's closing brace
// or in the runtime's exit path.
// EXPECT: error exit
#include <stdio.h>
#include <string.h>

static int check(const char *word) { return strlen(word) == 5; }

int main(void) {
    const char *words[] = {"alpha", "beta", "gamma"};
    int bad = 0;
    for (int i = 0; i < 3; i++)
        if (!check(words[i]))
            bad++;
    if (bad) {
        printf("%d bad\n", bad);
        return 1; // ERROR
    }
    printf("all good\n");
    return 0;
}
