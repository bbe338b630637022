// wprintf on stdout in C.UTF-8 (the stream is wide from the first call, no byte output mixed in): %ls and %s widths and precisions count characters, %lc of a character above U+FFFF, numbers, and the result is the number of wide characters written, not bytes; MB_CUR_MAX is 6.
// EXPECT: safe
// MODE: run-diff
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <wchar.h>

int main(void) {
    if (!setlocale(LC_ALL, "C.UTF-8"))
        return 1;
    wprintf(L"[%5ls][%-4ls][%.2ls][%3lc][%6s][%.1s]\n", L"\xe9t\xe9", L"\x4e2d", L"\xe9\xe8\xea", (wint_t)0x20ac,
            "\xc3\xa9\xc3\xa9", "\xc3\xa9x");
    wprintf(L"%d %x %5.2f %ls\n", -42, 255, 3.14159, L"\x3b1\x3b2\x3b3");
    int n = wprintf(L"\x20ac%ls%lc\n", L"\x1f600", (wint_t)0x10348);
    wprintf(L"n=%d\n", n);
    const wchar_t *s = L"\x441\x43b\x43e\x432\x43e";
    char mb[64];
    size_t k = wcstombs(mb, s, sizeof mb);
    wprintf(L"%zu chars, %zu bytes: %s\n", wcslen(s), k, mb);
    wprintf(L"MB_CUR_MAX %zu\n", MB_CUR_MAX);
    putwchar(0xdf);
    putwchar(L'\n');
    return 0;
}
