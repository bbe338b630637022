// regex.h error returns against glibc: regcomp's codes for unmatched brackets, parentheses and braces, bad intervals, ranges, classes, collating elements, back-references, trailing backslashes, misplaced repetitions and oversized counts, in basic and extended syntax (and what each syntax takes as ordinary characters); REG_NOMATCH; regerror's messages, lengths and truncation.
// EXPECT: safe
// FLAGS: --leak
// MODE: run-diff
#include <regex.h>
#include <stdio.h>
#include <string.h>

int main(void) {
    static const char *const pats[] = {
        "a[b", "a(b", "a)b", "a\\(b", "a\\)b", "a{1", "a{1,2", "a{2,1}", "a{x}", "a\\{1", "a\\{2,1\\}", "[z-a]",
        "[[:foo:]]", "a\\", "*a", "+a", "a**", "a+*", "(*a)", "(|a)", "a||b", "()", "\\(\\)", "\\1", "(a)\\2",
        "\\(a\\)\\2", "[[.a.]]", "[[.xx.]]", "[[=a=]]", "a{,3}", "a{1000000}", "^*", "a|*", "x{1}{2}",
        "a\\{1\\}\\{2\\}", "[a", "[]", "[]a]", "[^]", "(a", "a{3", "{1}", "a|", "|a", "$a", "a^", "\\{1\\}",
        "a\\{x\\}", "[[:alpha:]", "[a-]", "[--z]", "[%--]", "a?*", "a{1}*", "a*{2}", "x\\{65536\\}", "x{32767}",
        "x{32768}", "a{1,2,3}", "(a))", "((a)", "\\(\\(a\\)", "[[.]", "a\\{1,x\\}",
    };
    for (size_t i = 0; i < sizeof pats / sizeof pats[0]; i++)
        for (int ere = 1; ere >= 0; ere--) {
            regex_t re;
            char buf[64];
            int e = regcomp(&re, pats[i], ere ? REG_EXTENDED : 0);
            regerror(e, &re, buf, sizeof buf);
            printf("%-14s %s %2d %s", pats[i], ere ? "ERE" : "BRE", e, buf);
            if (e == 0) {
                printf(" nsub=%zu", re.re_nsub);
                regfree(&re);
            }
            printf("\n");
        }
    regex_t re;
    if (regcomp(&re, "b+c", REG_EXTENDED) == 0) {
        printf("nomatch %d\n", regexec(&re, "abbd", 0, NULL, 0));
        regfree(&re);
    }
    for (int e = 0; e <= 16; e++) {
        char buf[64], small[8];
        size_t n = regerror(e, NULL, buf, sizeof buf);
        size_t k = regerror(e, NULL, small, sizeof small);
        size_t z = regerror(e, NULL, NULL, 0);
        printf("%2d %2zu %zu %zu [%s] [%s]\n", e, n, k, z, buf, small);
    }
    return 0;
}
