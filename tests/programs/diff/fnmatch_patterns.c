// fnmatch.h: '?', '*', bracket expressions (ranges, '!' and '^', classes, a ']' first, an unclosed '['), escapes (a trailing one matches nothing) and FNM_NOESCAPE, FNM_PATHNAME, FNM_PERIOD, FNM_CASEFOLD, FNM_LEADING_DIR, against glibc.
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <fnmatch.h>
#include <stdio.h>

static void t(const char *p, const char *s, int flags) { printf("%-10s %-12s %2d -> %d\n", p, s, flags, fnmatch(p, s, flags)); }

int main(void) {
    t("abc", "abc", 0);
    t("abc", "abd", 0);
    t("a?c", "abc", 0);
    t("a?c", "ac", 0);
    t("*", "", 0);
    t("a*", "abcdef", 0);
    t("*f", "abcdef", 0);
    t("a*d*f", "abcdef", 0);
    t("a*x", "abcdef", 0);
    t("**b", "ab", 0);
    t("[abc]x", "bx", 0);
    t("[a-c]x", "dx", 0);
    t("[!a-c]x", "dx", 0);
    t("[^a-c]x", "ax", 0);
    t("[]a]", "]", 0);
    t("[!]a]", "]", 0);
    t("[[:digit:]]*", "7up", 0);
    t("[[:alpha:][:digit:]]", "_", 0);
    t("[[:upper:]]", "q", FNM_CASEFOLD);
    t("[ab", "[ab", 0);
    t("x\\", "x\\", 0);
    t("[ab", "a", 0);
    t("\\*", "*", 0);
    t("\\*", "x", 0);
    t("\\*", "\\*", FNM_NOESCAPE);
    t("[\\]]", "]", 0);
    t("a/b", "a/b", FNM_PATHNAME);
    t("a*b", "a/b", 0);
    t("a*b", "a/b", FNM_PATHNAME);
    t("a?b", "a/b", FNM_PATHNAME);
    t("a[/]b", "a/b", FNM_PATHNAME);
    t("*/*", "x/y", FNM_PATHNAME);
    t("*", ".hidden", 0);
    t("*", ".hidden", FNM_PERIOD);
    t(".*", ".hidden", FNM_PERIOD);
    t("?hidden", ".hidden", FNM_PERIOD);
    t("*.c", ".c", FNM_PERIOD);
    t("a/*", "a/.b", FNM_PATHNAME | FNM_PERIOD);
    t("a*", "a/.b", FNM_PERIOD);
    t("ABC", "abc", FNM_CASEFOLD);
    t("a[B-D]c", "acc", FNM_CASEFOLD);
    t("abc", "abc/def", FNM_LEADING_DIR);
    t("ab", "abc/def", FNM_LEADING_DIR);
    t("a*", "abc/def", FNM_LEADING_DIR | FNM_PATHNAME);
    return 0;
}
