// GNU strfry shuffles "abcd" in place: every result it may give is a
// permutation of it (each letter once), so the assertions hold on all paths.
// EXPECT: safe
#define _GNU_SOURCE
#include <assert.h>
#include <string.h>

int main(void) {
    char s[] = "abcd";
    assert(strfry(s) == s);
    assert(strlen(s) == 4);
    int seen[4] = {0};
    for (int i = 0; i < 4; i++) {
        assert(s[i] >= 'a' && s[i] <= 'd');
        seen[s[i] - 'a']++;
    }
    for (int i = 0; i < 4; i++)
        assert(seen[i] == 1);
    return 0;
}
