// regex.h against glibc: basic and extended syntax (literals, '.', bracket expressions with ranges, negation and [:classes:], anchors, '*' '+' '?' and intervals, alternation, groups, back-references, GNU escapes), leftmost-longest matches and their subexpression offsets, REG_ICASE, REG_NEWLINE, REG_NOSUB, REG_NOTBOL, REG_NOTEOL, REG_STARTEND; every regex_t freed.
// EXPECT: safe
// FLAGS: --leak
// MODE: run-diff
#define _GNU_SOURCE
#include <regex.h>
#include <stdio.h>
#include <string.h>

static void t(const char *pat, int cflags, const char *s, int eflags) {
    regex_t re;
    regmatch_t m[10];
    int e = regcomp(&re, pat, cflags);
    printf("%-22s c%d %-16s e%d:", pat, cflags, s, eflags);
    if (e) {
        printf(" regcomp %d\n", e);
        return;
    }
    memset(m, 0x55, sizeof m);
    int r = regexec(&re, s, 10, m, eflags);
    if (r) {
        printf(" %d\n", r);
    } else {
        size_t n = (cflags & REG_NOSUB) ? 0 : re.re_nsub + 1;
        printf(" nsub=%zu", re.re_nsub);
        for (size_t i = 0; i < n && i < 10; i++)
            printf(" (%d,%d)", (int)m[i].rm_so, (int)m[i].rm_eo);
        printf("\n");
    }
    regfree(&re);
}

#define E REG_EXTENDED

int main(void) {
    /* literals, '.', anchors */
    t("abc", 0, "xxabcxx", 0);
    t("abc", E, "ab", 0);
    t("a.c", 0, "a\nc", 0);
    t("a.c", REG_NEWLINE, "a\nc", 0);
    t("^abc", 0, "abcabc", 0);
    t("^abc", 0, "xabc", 0);
    t("abc$", E, "abcabc", 0);
    t("^$", E, "", 0);
    t("^", E, "abc", REG_NOTBOL);
    t("$", E, "abc", REG_NOTEOL);
    t("^b", REG_NEWLINE | E, "a\nb", 0);
    t("a$", REG_NEWLINE | E, "a\nb", 0);
    t("^b", E, "a\nb", 0);
    t("a$", E, "a\nb", REG_NOTEOL);
    t("^abc", 0, "abc", REG_NOTBOL);
    t("a^b", 0, "a^b", 0);
    t("a$b", 0, "a$b", 0);
    t("x$\\|y", 0, "ax", 0);
    /* repetition */
    t("ab*c", 0, "ac abbbc", 0);
    t("ab*", 0, "abbbbx", 0);
    t("ab+c", E, "ac abbc", 0);
    t("ab?c", E, "abbc ac", 0);
    t("ab\\+c", 0, "abbc", 0);
    t("ab\\?c", 0, "ac", 0);
    t("a{2}", E, "aaaa", 0);
    t("a{2,}", E, "aaaaa", 0);
    t("a{2,3}", E, "aaaaa", 0);
    t("a{,2}b", E, "aaab", 0);
    t("a\\{2,3\\}", 0, "aaaa", 0);
    t("a{2}", 0, "aa{2}", 0);
    t("*a", 0, "x*a", 0);
    t("\\(*a\\)", 0, "*a", 0);
    t("^*", 0, "*x", 0);
    t("a**", E, "aaa", 0);
    t("(ab){2}", E, "abababab", 0);
    t("(a|b){3,}", E, "xabbaby", 0);
    t(".*", 0, "hello", 0);
    t("x*", E, "abc", 0);
    /* alternation and groups */
    t("cat|dog", E, "hotdog", 0);
    t("a|ab|abc", E, "abcd", 0);
    t("(a|ab)(c|bcd)", E, "abcd", 0);
    t("(a*)(b*)", E, "aabbb", 0);
    t("(a*)*", E, "b", 0);
    t("(a*)+", E, "aa", 0);
    t("(a|b)*c", E, "abac", 0);
    t("((a)|(b))+", E, "ab", 0);
    t("(x)?y", E, "y", 0);
    t("()", E, "a", 0);
    t("a\\|b", 0, "b", 0);
    t("\\(a\\)\\(b\\)", 0, "ab", 0);
    t("(a)(b)(c)(d)(e)(f)(g)(h)(i)", E, "abcdefghi", 0);
    t("a)b", E, "a)b", 0);
    t("(a(b(c)))", E, "abc", 0);
    t("([0-9]+)-([0-9]+)", E, "tel 555-1234", 0);
    t("([a-z]+)@([a-z]+)\\.com", E, "mail bob@example.com now", 0);
    /* back-references */
    t("\\(a*\\)b\\1", 0, "aabaa", 0);
    t("\\(.\\)\\1", 0, "abccd", 0);
    t("\\([a-z]*\\) \\1", 0, "say hello hello", 0);
    t("(.)\\1", E, "xyzzy", 0);
    t("\\(ab\\)\\1", REG_ICASE, "abAB", 0);
    /* brackets */
    t("[abc]+", E, "xxbcay", 0);
    t("[^abc]+", E, "abxyzc", 0);
    t("[a-c]x", 0, "bx", 0);
    t("[]a]*", 0, "]a]b", 0);
    t("[^]a]", 0, "]ab", 0);
    t("[a-]+", E, "x-a-", 0);
    t("[[:digit:]]+", E, "abc123def", 0);
    t("[[:alpha:][:digit:]]+", E, "--ab12--", 0);
    t("[[:space:]]", E, "a b", 0);
    t("[[:upper:]][[:lower:]]*", E, "hello World", 0);
    t("[[:punct:]]+", E, "ab!?.cd", 0);
    t("[[:xdigit:]]+", E, "xyzBEEFg", 0);
    t("[[.-.]a]+", E, "x-a-", 0);
    t("[[=a=]]", E, "bab", 0);
    t("[\\]+", E, "a\\\\b", 0);
    t("[.]", E, "a.b", 0);
    t("[^a]", REG_NEWLINE, "a\nb", 0);
    t("[^a]", 0, "a\nb", 0);
    /* case */
    t("abc", REG_ICASE, "xABCx", 0);
    t("[a-c]+", REG_ICASE | E, "xABCx", 0);
    t("[^a]", REG_ICASE, "Ab", 0);
    t("ABC", REG_ICASE, "abc", 0);
    /* GNU escapes */
    t("\\w+", E, "  foo_1 bar", 0);
    t("\\W+", E, "foo  bar", 0);
    t("\\s+", E, "a \t b", 0);
    t("\\S+", E, "  ab ", 0);
    t("\\bfoo\\b", E, "afoo foo", 0);
    t("\\Boo", E, "foo", 0);
    t("\\<b", E, "ab b", 0);
    t("a\\>", E, "aa a", 0);
    t("\\`a", E, "aa", 0);
    t("a\\'", E, "aa", 0);
    t("\\.", 0, "a.b", 0);
    t("a\\{", E, "a{", 0);
    /* NOSUB */
    t("(a)(b)", E | REG_NOSUB, "ab", 0);
    t("(a)(b)", E | REG_NOSUB, "ba", 0);
    /* leftmost-longest */
    t("x|xy|xyz", E, "axyzb", 0);
    t("(wee|week)(knights|night)", E, "weeknights", 0);
    t("a*b*", E, "xaab", 0);
    t("(a+|b+)*", E, "aabba", 0);
    t("(.*)c(.*)", E, "abcdcef", 0);
    t("(.*)(\\d*)", E, "ab12", 0);
    t("([a-z]*)([0-9]*)", E, "ab12", 0);
    t("(a?)((ab)?)(b?)", E, "ab", 0);
    t("(a*){0,3}", E, "aa", 0);
    t("(a*){2,}", E, "b", 0);
    t("(a|b)*", E, "abb", 0);
    t("(ab|a)(bc|c)?", E, "abc", 0);
    t("([ab]*)*b", E, "aabab", 0);
    t("(a*)*b", E, "b", 0);
    t("\\(a*\\)*b", 0, "aab", 0);
    t("((a)|b)*", E, "ab", 0);

    /* REG_STARTEND: the text is pmatch[0] */
    {
        regex_t re;
        regmatch_t m[2];
        regcomp(&re, "^b+", REG_EXTENDED);
        m[0].rm_so = 1;
        m[0].rm_eo = 3;
        int r = regexec(&re, "abbbc", 2, m, REG_STARTEND);
        printf("startend %d (%d,%d)\n", r, (int)m[0].rm_so, (int)m[0].rm_eo);
        regfree(&re);
    }
    /* the same regex_t reused: a scanning loop */
    {
        regex_t re;
        regmatch_t m[1];
        const char *s = "one 22 three 4444 five 6";
        regcomp(&re, "[0-9]+", REG_EXTENDED);
        int off = 0;
        while (regexec(&re, s + off, 1, m, off ? REG_NOTBOL : 0) == 0) {
            printf("number %.*s at %d\n", (int)(m[0].rm_eo - m[0].rm_so), s + off + m[0].rm_so, off + (int)m[0].rm_so);
            off += m[0].rm_eo;
        }
        regfree(&re);
    }
    /* fewer pmatch slots than groups, more slots than groups */
    {
        regex_t re;
        regmatch_t m[5];
        regcomp(&re, "(a)(b)", REG_EXTENDED);
        memset(m, 0x55, sizeof m);
        printf("nmatch1 %d (%d,%d) %d\n", regexec(&re, "ab", 1, m, 0), (int)m[0].rm_so, (int)m[0].rm_eo, m[1].rm_so == 0x55555555);
        printf("nmatch5 %d (%d,%d) (%d,%d)\n", regexec(&re, "ab", 5, m, 0), (int)m[3].rm_so, (int)m[3].rm_eo, (int)m[4].rm_so,
               (int)m[4].rm_eo);
        printf("nmatch0 %d\n", regexec(&re, "xab", 0, NULL, 0));
        regfree(&re);
    }
    return 0;
}
