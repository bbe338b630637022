// scanf's wide conversions read UTF-8 in C.UTF-8: %ls stops at white space and its width counts characters, %lc takes whole characters, %l[ takes multibyte characters, and a broken sequence ends the conversion.
// EXPECT: safe
// MODE: run-diff
#include <locale.h>
#include <stdio.h>
#include <wchar.h>

int main(void) {
    if (!setlocale(LC_ALL, "C.UTF-8"))
        return 1;
    wchar_t w[10] = {0}, c[4] = {0};
    int n = 0;
    int r = sscanf("\xc3\xa9\xc3\xa9\xc3\xa9 rest", "%2ls%n", w, &n);
    printf("%d %zu %x n=%d\n", r, wcslen(w), (unsigned)w[1], n);
    r = sscanf("\xe2\x82\xac\xc3\xa9x", "%2lc%n", c, &n);
    printf("%d %x %x n=%d\n", r, (unsigned)c[0], (unsigned)c[1], n);
    r = sscanf("\xc3\xa9z", "%l[^z]", w);
    printf("%d %x %x\n", r, (unsigned)w[0], (unsigned)w[1]);
    r = sscanf("\xc3(", "%ls", w);
    printf("broken %d\n", r);
    r = sscanf("\xf0\x9f\x98\x80 \xe4\xb8\xad 5", "%ls %ls %d", w, c, &n);
    printf("%d %x %x %d\n", r, (unsigned)w[0], (unsigned)c[0], n);
    return 0;
}
