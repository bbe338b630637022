// string.h declares GNU basename under _GNU_SOURCE (the part after the last '/', "" after a trailing slash, the argument unchanged); it was missing, so basename(path) was an implicit int function and the call a wrong-type fault. libgen.h included later makes basename the POSIX one again, as glibc's macro does.
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>

static const char *paths[] = {"/usr/lib/libc.so.6", "file.txt", "dir/sub/", "/", "", "a//b", "//x"};

static void gnu(void) {
    for (int i = 0; i < 7; i++) {
        char buf[32];
        strcpy(buf, paths[i]);
        const char *b = basename(buf);
        printf("gnu   '%s' -> '%s' (argument now '%s')\n", paths[i], b, buf);
    }
}

#include <libgen.h>

static void posix(void) {
    for (int i = 0; i < 7; i++) {
        char buf[32];
        strcpy(buf, paths[i]);
        printf("posix '%s' -> '%s'\n", paths[i], basename(buf));
    }
}

int main(void) {
    gnu();
    posix();
    return 0;
}
