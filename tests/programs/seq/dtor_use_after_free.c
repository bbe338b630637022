// A destructor runs at exit, after main returned: it reads a buffer main already freed (use after free in the destructor).
// EXPECT: error memory
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *log_buf;

__attribute__((constructor)) static void open_log(void) {
    log_buf = malloc(32);
    strcpy(log_buf, "started");
}

__attribute__((destructor)) static void close_log(void) {
    if (log_buf[0] != 0) // ERROR
        printf("log: %s\n", log_buf);
}

int main(void) {
    printf("%s\n", log_buf);
    free(log_buf);
    return 0;
}
