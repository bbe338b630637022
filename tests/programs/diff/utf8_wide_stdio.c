// Wide streams and formatted wide text in C.UTF-8: fputws/fputwc/fwprintf write UTF-8 into a file, fgetws/fgetwc read it back as characters (ungetwc of a non-ASCII character pushes its bytes back), printf's %ls/%lc count bytes in widths and precisions and drop a character that does not fit whole, swprintf counts characters in both and in its result, swscanf reads wide words, towupper/wcstombs on the result, and wcsftime keeps a non-ASCII character of its format.
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <wchar.h>
#include <wctype.h>

int main(void) {
    if (!setlocale(LC_ALL, "C.UTF-8"))
        return 1;
    char path[64];
    snprintf(path, sizeof path, "/tmp/divm_utf8_wide_stdio_%d", (int)getpid());
    FILE *f = fopen(path, "w+");
    if (!f)
        return 1;
    fputws(L"na\xefve caf\xe9 \x20ac\x4e2d\n", f);
    fputwc(0x1f600, f);
    fputwc(L'\n', f);
    int n = fwprintf(f, L"%ls|%d|%lc|%s|%4ls|\n", L"\xfc\x62\x65r", 42, 0x3b1, "byte\xc3\xa9", L"\xe9");
    printf("fwprintf %d pos %ld\n", n, ftell(f));
    rewind(f);
    wchar_t line[64];
    while (fgetws(line, 64, f)) {
        size_t len = wcslen(line);
        printf("%zu chars, width %d:", len, wcswidth(line, len - 1));
        for (size_t i = 0; i < len; i++)
            if (line[i] > 127)
                printf(" %x", (unsigned)line[i]);
        printf("\n");
    }
    rewind(f);
    fgetwc(f);
    fgetwc(f);
    wint_t c = fgetwc(f);
    printf("third %x\n", (unsigned)c);
    ungetwc(0xe9, f);
    wint_t a = fgetwc(f), b = fgetwc(f);
    printf("again %x then %x\n", (unsigned)a, (unsigned)b);
    fclose(f);
    unlink(path);

    printf("[%5ls][%-4lc][%.2ls][%.3ls][%.1ls]\n", L"\xe9", (wint_t)0x20ac, L"\xe9\xe9", L"\xe9\xe9", L"\xe9");
    n = printf("%ls\n", L"\xe9\x20ac\x1f600");
    printf("printf %d\n", n);
    wchar_t buf[32];
    n = swprintf(buf, 32, L"[%5ls][%-3lc][%s][%.1s]", L"\xe9t\xe9", (wint_t)0x20ac, "\xc3\xa9", "\xc3\xa9x");
    printf("swprintf %d %ls\n", n, buf);
    n = swprintf(buf, 4, L"%ls", L"\xe9\xe9\xe9\xe9\xe9");
    printf("swprintf too long %d %zu\n", n, wcslen(buf));
    wchar_t word[16];
    int num = 0;
    n = swscanf(L"\x3b1\x3b2\x3b3 17", L"%ls %d", word, &num);
    printf("swscanf %d %zu %d\n", n, wcslen(word), num);
    wchar_t up[16];
    size_t i;
    for (i = 0; word[i]; i++)
        up[i] = (wchar_t)towupper((wint_t)word[i]);
    up[i] = 0;
    char mb[32];
    size_t k = wcstombs(mb, up, sizeof mb);
    printf("%zu %s\n", k, mb);
    struct tm tm = {0};
    tm.tm_year = 124;
    tm.tm_mon = 2;
    tm.tm_mday = 5;
    wchar_t when[40];
    k = wcsftime(when, 40, L"%Y-%m-%d \x2192 %A", &tm);
    printf("wcsftime %zu %x, too small %zu\n", k, (unsigned)when[11], wcsftime(when, 5, L"%Y-%m-%d", &tm));
    return 0;
}
