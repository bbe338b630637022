// Wide output of a character outside the C locale's ASCII fails at once with EILSEQ and sets the stream's error indicator (glibc reports it when the buffer is flushed instead), and swprintf that does not fit returns -1 and leaves the first n - 1 characters, unterminated, as glibc does.
// EXPECT: safe
#include <assert.h>
#include <errno.h>
#include <stdio.h>
#include <wchar.h>

int main(void) {
    FILE *f = fopen("/tmp/w", "w");
    assert(f);
    errno = 0;
    assert(fputwc(0x263a, f) == WEOF && errno == EILSEQ && ferror(f));
    assert(fputws(L"ok", f) >= 0);
    fclose(f);
    wchar_t buf[5];
    assert(swprintf(buf, 5, L"%ls", L"too long") == -1 && wmemcmp(buf, L"too ", 4) == 0);
    assert(swprintf(buf, 5, L"%d", 1234) == 4);
    return 0;
}
