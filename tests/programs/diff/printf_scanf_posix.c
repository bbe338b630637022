// POSIX extensions of the printf and scanf families: positional arguments (%n$ with *m$ widths and precisions, reused and reordered), %m, %C/%S, the scanf allocation modifier m (%ms, %mc, %m[...]) and positional scanf conversions.
// EXPECT: safe
// MODE: run-diff
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

int main(void) {
    printf("%2$s, %1$s! %2$s again\n", "world", "hello");
    printf("[%1$*2$d] [%1$-*2$d] [%3$.*4$f] [%3$*2$.*4$e]\n", 42, 8, 3.14159265, 3);
    printf("%3$lld %1$hhd %2$zu %4$c %5$p\n", 257, (size_t)99, -5LL, 'Z', (void *)0);
    printf("%1$Lf %2$#x %2$o %3$ls\n", 2.5L, 255u, L"wide");
    char buf[64];
    int n = snprintf(buf, sizeof buf, "%2$s-%1$d%3$n", 7, "x", &n);
    printf("snprintf %d [%s]\n", n, buf);
    printf("%C%S\n", (wint_t)L'c', L"-string");
    errno = ENOENT;
    printf("%%m: %m\n");
    errno = 0;
    printf("%m|%10.3m|\n");

    char *word = NULL, *rest = NULL, *two = NULL;
    int k = sscanf("alpha beta1234 xy", "%ms %m[a-z] %*d %mc", &word, &rest, &two);
    printf("sscanf %d [%s] [%s] [%c]\n", k, word, rest, two ? two[0] : '?');
    free(word);
    free(rest);
    free(two);
    char *none = (char *)1;
    k = sscanf("123", "%m[a-z]", &none);
    printf("no match %d, untouched %d\n", k, none == (char *)1);

    int a = 0, b = 0, pos = 0;
    char name[16];
    k = sscanf("10 20 thirty", "%2$d %1$d %3$15s%4$n", &a, &b, name, &pos);
    printf("positional sscanf %d: a %d b %d name %s pos %d\n", k, a, b, name, pos);
    return 0;
}
