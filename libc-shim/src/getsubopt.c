/* getsubopt.c -- one "name[=value]" of a comma-separated list: its index
 * in keys (value or NULL in *valuep), or -1 with *valuep at the whole
 * unknown suboption. The comma is overwritten and *optionp moves past it. */
#include <stdlib.h>
#include <string.h>

int getsubopt(char **optionp, char *const *keys, char **valuep) {
    char *s = *optionp;
    char *end = strchr(s, ',');
    if (!end)
        end = s + strlen(s);
    char *eq = memchr(s, '=', (size_t)(end - s));
    size_t namelen = (size_t)((eq ? eq : end) - s);
    int found = -1;
    for (int i = 0; keys[i]; i++)
        if (strncmp(s, keys[i], namelen) == 0 && keys[i][namelen] == 0) {
            found = i;
            break;
        }
    *valuep = found < 0 ? s : eq ? eq + 1 : NULL;
    if (*end)
        *end++ = 0;
    *optionp = end;
    return found;
}
