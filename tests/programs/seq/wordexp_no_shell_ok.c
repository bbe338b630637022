// wordexp without a shell (divm runs no other process): command substitution is WRDE_CMDSUB even without WRDE_NOCMD, arithmetic expansion and the ${...} forms other than - + and # are WRDE_NOSYS; nothing is left allocated.
// EXPECT: safe
// FLAGS: --leak
#include <assert.h>
#include <string.h>
#include <wordexp.h>

int main(void) {
    wordexp_t we;
    memset(&we, 0, sizeof we);
    assert(wordexp("a $(ls) b", &we, 0) == WRDE_CMDSUB);
    assert(wordexp("`ls`", &we, 0) == WRDE_CMDSUB);
    assert(wordexp("$((1 + 2))", &we, 0) == WRDE_NOSYS);
    assert(wordexp("${HOME%/*}", &we, 0) == WRDE_NOSYS);
    assert(wordexp("${HOME=x}", &we, 0) == WRDE_NOSYS);
    assert(wordexp("ok words", &we, 0) == 0 && we.we_wordc == 2);
    wordfree(&we);
    return 0;
}
