// Wide-character streams and formatting against glibc in the C locale: wprintf (%ls %lc %s %d %5.2f), swprintf (fits, truncated: -1), fputwc/fputws/fgetwc/fgetws/ungetwc through a file, fwide orientation, swscanf with %d %ls %lc, wcsftime. stdout is only written by wide calls, as glibc requires.
// EXPECT: safe
// MODE: run-diff
#include <assert.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <wchar.h>

int main(void) {
    wprintf(L"%ls and %lc, %s %d %5.2f|\n", L"wide", L'w', "narrow", 42, 3.14159);
    wchar_t buf[32];
    int n = swprintf(buf, 32, L"<%d-%ls>", 7, L"seven");
    wprintf(L"swprintf: %d %ls\n", n, buf);
    n = swprintf(buf, 5, L"%ls", L"too long");
    wprintf(L"swprintf truncated: %d\n", n); /* buf's contents are unspecified (glibc leaves no NUL) */

    char name[64];
    snprintf(name, sizeof name, "/tmp/wide_%d", (int)getpid());
    FILE *f = fopen(name, "w+");
    assert(f);
    wprintf(L"fwide new: %d\n", fwide(f, 0));
    assert(fputws(L"line one\nline two\n", f) >= 0);
    wprintf(L"fwide after fputws: %d\n", fwide(f, -1) > 0);
    assert(fputwc(L'!', f) == L'!');
    fclose(f);

    f = fopen(name, "r");
    assert(f);
    wchar_t line[16];
    assert(fgetws(line, 16, f));
    wprintf(L"fgetws: %ls", line);
    wint_t c = fgetwc(f);
    wprintf(L"fgetwc: %lc\n", (wchar_t)c);
    assert(ungetwc(c, f) == c);
    assert(fgetws(line, 5, f));
    wprintf(L"after ungetwc: %ls|\n", line);
    while (fgetwc(f) != WEOF)
        ;
    wprintf(L"eof %d\n", feof(f) != 0);
    fclose(f);
    unlink(name);

    int d = 0;
    wchar_t word[16];
    wchar_t ch = 0;
    n = swscanf(L"  12 apples x", L"%d %ls %lc", &d, word, &ch);
    wprintf(L"swscanf: %d %d %ls %lc\n", n, d, word, ch);

    struct tm tm;
    memset(&tm, 0, sizeof tm);
    tm.tm_year = 124;
    tm.tm_mon = 1;
    tm.tm_mday = 29;
    tm.tm_hour = 8;
    wchar_t when[40];
    size_t k = wcsftime(when, 40, L"%Y-%m-%d %H:%M (%a)", &tm);
    wprintf(L"wcsftime: %zu %ls\n", k, when);
    wprintf(L"wcsftime too small: %zu\n", wcsftime(when, 4, L"%Y-%m-%d", &tm));
    return 0;
}
