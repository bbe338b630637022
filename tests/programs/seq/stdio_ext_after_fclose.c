// __fpending of a stream after fclose reads the freed FILE: a use after free, as any stream call after fclose is (stdio_ext_ok.c asks only open streams).
// EXPECT: error memory
#include <stdio.h>
#include <stdio_ext.h>
#include <unistd.h>

int main(void) {
    char path[64];
    snprintf(path, sizeof path, "/tmp/stdio_ext_closed_%d", (int)getpid());
    FILE *f = fopen(path, "w");
    if (!f)
        return 1;
    fclose(f);
    remove(path);
    return (int)__fpending(f); // ERROR
}
