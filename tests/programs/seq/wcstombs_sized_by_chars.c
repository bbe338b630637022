// A buffer for the UTF-8 form of a wide string sized by its character count (+1) is too small once a character takes more than one byte: wcstombs, told the bound the program assumed (MB_CUR_MAX per character), writes past the heap buffer in C.UTF-8.
// EXPECT: error memory
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <wchar.h>

int main(void) {
    if (!setlocale(LC_ALL, "C.UTF-8"))
        return 0;
    const wchar_t *name = L"caf\xe9";
    size_t len = wcslen(name);
    char *out = malloc(len + 1);
    if (!out)
        return 0;
    wcstombs(out, name, len * MB_CUR_MAX + 1); // ERROR
    puts(out);
    free(out);
    return 0;
}
