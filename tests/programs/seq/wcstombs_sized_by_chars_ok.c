// The safe twin of wcstombs_sized_by_chars.c: the buffer is sized by wcstombs(NULL, ...) first, the bytes the UTF-8 form needs, plus the terminator.
// EXPECT: safe
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <wchar.h>

int main(void) {
    if (!setlocale(LC_ALL, "C.UTF-8"))
        return 0;
    const wchar_t *name = L"caf\xe9";
    size_t need = wcstombs(NULL, name, 0);
    if (need == (size_t)-1)
        return 1;
    char *out = malloc(need + 1);
    if (!out)
        return 0;
    wcstombs(out, name, need + 1);
    puts(out);
    free(out);
    return 0;
}
