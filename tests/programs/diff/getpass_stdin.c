// getpass without a terminal: glibc writes the prompt to stderr and reads
// a line from stdin, without its newline; at the end of the input it
// returns an empty string. divm lacked getpass (call to undefined
// function).
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(void) {
    char path[64];
    snprintf(path, sizeof path, "/tmp/getpass_%d", (int)getpid());
    FILE *f = fopen(path, "w");
    fputs("secret\n\nno newline", f);
    fclose(f);
    if (!freopen(path, "r", stdin))
        return 1;
    for (int i = 0; i < 5; i++) {
        char *p = getpass("Password: ");
        printf("%d [%s] %zu\n", i, p ? p : "(null)", p ? strlen(p) : 0);
    }
    unlink(path);
    return 0;
}
