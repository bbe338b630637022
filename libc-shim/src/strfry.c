/* strfry.c -- GNU strfry: shuffles a string in place. The permutation is
 * a choice, as glibc's comes from a random generator seeded with the time:
 * each swap's position is __vm_choose's, so a check explores every order
 * the string can take (a string of n characters has n! of them: long ones
 * branch widely). */
#include <hypercalls.h>
#include <string.h>

char *strfry(char *s) {
    size_t n = strlen(s);
    /* Fisher and Yates: position i takes one of the characters at 0..i */
    for (size_t i = n; i > 1; i--) {
        size_t j = (size_t)__vm_choose((int)(i > 0x7fffffff ? 0x7fffffff : i));
        char c = s[i - 1];
        s[i - 1] = s[j];
        s[j] = c;
    }
    return s;
}
