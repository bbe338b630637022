// strtok and strtok_r keep returning NULL once a string is used up (glibc leaves the saved pointer at its terminator), also with other delimiters, and start over on a new string; the saved pointer is where the next token starts.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <string.h>

int main(void) {
    char a[] = " one,two ,, three ";
    for (char *t = strtok(a, " ,"); t; t = strtok(NULL, " ,"))
        printf("[%s]", t);
    printf(" then %p %p\n", (void *)strtok(NULL, ","), (void *)strtok(NULL, ""));
    char b[] = "x=1;y=2";
    char *save = NULL;
    char *t = strtok_r(b, ";", &save);
    printf("%s rest '%s'\n", t, save);
    t = strtok_r(NULL, ";", &save);
    printf("%s rest '%s' at end %d\n", t, save, save == b + strlen("x=1;y=2"));
    printf("again %p rest '%s'\n", (void *)strtok_r(NULL, ";", &save), save);
    char c[] = ";;;";
    printf("only delimiters %p rest '%s'\n", (void *)strtok_r(c, ";", &save), save);
    char d[] = "";
    printf("empty %p\n", (void *)strtok(d, ","));
    printf("after empty %p\n", (void *)strtok(NULL, ","));
    return 0;
}
