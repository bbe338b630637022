/* getpass.c -- getpass (glibc, formerly POSIX): the prompt on stderr and
 * a line from stdin, as glibc does where /dev/tty cannot be opened, which
 * in divm is always (there are no terminals, so no echo to turn off). */
#include <stdio.h>
#include <stdlib.h>
#include <sys/types.h>
#include <unistd.h>

char *getpass(const char *prompt) {
    static char *line; /* reused by every call, as glibc's */
    static size_t cap;
    fputs(prompt, stderr);
    fflush(stderr);
    ssize_t n = getline(&line, &cap, stdin);
    if (!line)
        return NULL;
    if (n < 0)
        line[0] = '\0'; /* end of input: an empty password, as glibc */
    else if (n > 0 && line[n - 1] == '\n')
        line[n - 1] = '\0';
    return line;
}
