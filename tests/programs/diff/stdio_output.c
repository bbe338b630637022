// stdout through puts, putchar, fputs, fputc, fwrite, fprintf(stdout); stderr is not stdout; sprintf/snprintf return values.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <string.h>

int main(void) {
    puts("puts adds a newline");
    putchar('p'); putchar('\n');
    fputs("fputs does not\n", stdout);
    fputc('F', stdout); fputc('\n', stdout);
    const char data[] = "fwrite bytes|hidden";
    size_t n = fwrite(data, 1, 13, stdout);
    printf("\nwrote %zu\n", n);
    fprintf(stdout, "fprintf %d\n", 7);
    fprintf(stderr, "this goes to stderr\n");
    char buf[16];
    int r = sprintf(buf, "%d-%s", 123, "ab");
    printf("sprintf %d [%s]\n", r, buf);
    r = snprintf(buf, sizeof buf, "%s", "a string longer than sixteen");
    printf("snprintf %d [%s] %zu\n", r, buf, strlen(buf));
    r = snprintf(NULL, 0, "%08.3f", 3.14159);
    printf("measure %d\n", r);
    r = snprintf(buf, 1, "xyz");
    printf("cap1 %d [%s]\n", r, buf);
    printf("%s", "");
    printf("%5s|%-5s|\n", "", "");
    fflush(stdout);
    for (int i = 0; i < 3; i++) printf("line %d of a loop\n", i);
    return 3;
}
