// wordexp.h against glibc with WRDE_NOCMD: field splitting (blanks, IFS of expansions), quotes and backslashes, $NAME, ${NAME}, ${NAME:-w}, ${NAME-w}, ${NAME:+w}, ${#NAME}, tilde, pathname expansion (a match, no match kept, a quoted pattern), WRDE_DOOFFS, WRDE_APPEND, WRDE_REUSE; the errors WRDE_BADCHAR, WRDE_BADVAL (WRDE_UNDEF), WRDE_CMDSUB, WRDE_SYNTAX; wordfree frees all.
// EXPECT: safe
// FLAGS: --leak
// MODE: run-diff
#include <assert.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <wordexp.h>

static char base[64];

static void show(const wordexp_t *we) {
    for (size_t i = 0; i < we->we_offs + we->we_wordc; i++) {
        const char *w = we->we_wordv[i];
        if (!w)
            printf(" NULL");
        else
            printf(" [%s]", strncmp(w, base, strlen(base)) == 0 ? w + strlen(base) : w);
    }
    printf(" end=%s\n", we->we_wordv[we->we_offs + we->we_wordc] ? "?" : "NULL");
}

static void t(const char *in, int flags) {
    wordexp_t we;
    memset(&we, 0, sizeof we);
    int r = wordexp(in, &we, flags | WRDE_NOCMD);
    printf("%-28s %2d -> %d", base[0] ? "(globs)" : in, flags, r);
    if (r == 0) {
        printf(" n=%zu:", we.we_wordc);
        show(&we);
        wordfree(&we);
    } else
        printf("\n");
}

int main(void) {
    setenv("HOME", "/home/me", 1);
    setenv("A", "alpha", 1);
    setenv("SP", "  two  words ", 1);
    setenv("EMPTY", "", 1);
    unsetenv("NOPE");
    unsetenv("IFS");
    t("one two  three", 0);
    t("  lead and trail  ", 0);
    t("'single quoted' \"double $A\" back\\ slash", 0);
    t("$A ${A}x pre$A", 0);
    t("$SP", 0);
    t("pre${SP}post", 0);
    setenv("IFS", ":", 1);
    setenv("PATHS", "a:b::c", 1);
    t("$PATHS x:y", 0);
    unsetenv("IFS");
    t("\"$SP\"", 0);
    t("x${SP}y", 0);
    t("$NOPE", 0);
    t("\"$NOPE\"", 0);
    t("''", 0);
    t("${NOPE:-default} ${EMPTY:-dflt} ${EMPTY-dflt2}", 0);
    t("${A:+alt} ${NOPE:+alt} ${EMPTY+set}", 0);
    t("${#A} ${#NOPE}", 0);
    t("~ ~/docs ~root", 0);
    t("a\\$A '$A' \"\\$A\"", 0);
    t("$", 0);
    /* errors */
    t("a|b", 0);
    t("a;b", 0);
    t("a > b", 0);
    t("(x)", 0);
    t("'a|b' \"c;d\"", 0);
    t("$NOPE", WRDE_UNDEF);
    t("${NOPE}", WRDE_UNDEF);
    t("$(ls)", 0);
    t("`ls`", 0);
    t("\"$(ls)\"", 0);
    t("'open", 0);
    t("\"open", 0);
    t("${A", 0);

    /* pathname expansion */
    snprintf(base, sizeof base, "/tmp/wordexp_%d", (int)getpid());
    assert(mkdir(base, 0755) == 0);
    char p[128];
    snprintf(p, sizeof p, "%s/f1.txt", base);
    close(open(p, O_CREAT | O_WRONLY, 0644));
    snprintf(p, sizeof p, "%s/f2.txt", base);
    close(open(p, O_CREAT | O_WRONLY, 0644));
    char pat[160];
    snprintf(pat, sizeof pat, "%s/*.txt %s/*.none '%s/*.txt'", base, base, base);
    t(pat, 0);

    /* DOOFFS, APPEND, REUSE */
    wordexp_t we;
    memset(&we, 0, sizeof we);
    we.we_offs = 2;
    assert(wordexp("a b", &we, WRDE_DOOFFS | WRDE_NOCMD) == 0);
    printf("dooffs n=%zu:", we.we_wordc);
    show(&we);
    assert(wordexp("c $A", &we, WRDE_DOOFFS | WRDE_APPEND | WRDE_NOCMD) == 0);
    printf("append n=%zu:", we.we_wordc);
    show(&we);
    assert(wordexp("fresh", &we, WRDE_REUSE | WRDE_NOCMD) == 0);
    printf("reuse n=%zu:", we.we_wordc);
    show(&we);
    wordfree(&we);

    snprintf(p, sizeof p, "%s/f1.txt", base);
    unlink(p);
    snprintf(p, sizeof p, "%s/f2.txt", base);
    unlink(p);
    rmdir(base);
    return 0;
}
