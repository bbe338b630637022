// GNU <error.h>: error() flushes stdout before its message, counts messages, error_at_line prints a repeated file and line once when error_one_per_line is set, and a nonzero status exits with it.
// EXPECT: safe
// MODE: run-diff
#include <errno.h>
#include <error.h>
#include <stdio.h>

int main(void) {
    printf("before");
    error(0, 0, "plain %d", 1);
    printf(" count=%u\n", error_message_count);
    error_one_per_line = 1;
    for (int i = 0; i < 3; i++)
        error_at_line(0, EINVAL, "file.c", 7, "at line");
    error_at_line(0, 0, "file.c", 8, "next line");
    printf("count=%u\n", error_message_count);
    error(3, ENOENT, "giving up");
    printf("not reached\n");
    return 0;
}
