// %lc and %ls of a character outside ASCII in the C locale: printf writes what came before the conversion, returns -1 and sets errno to EILSEQ (glibc); ASCII wide characters print; a precision that stops before the bad character prints; snprintf and sprintf keep the text before it.
// EXPECT: safe
// MODE: run-diff
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>

static void report(int r) {
    int e = errno;
    fflush(stdout);
    printf("\nr=%d errno=%s\n", r, e == EILSEQ ? "EILSEQ" : e ? "other" : "0");
}

int main(void) {
    errno = 0;
    report(printf("[%lc]", (wint_t)0xe9));
    errno = 0;
    report(printf("[%lc]", (wint_t)'A'));
    errno = 0;
    report(printf("[%ls]", L"ab\xe9z"));
    errno = 0;
    report(printf("[%ls]", L"abc"));
    errno = 0;
    report(printf("x%5lc|y", (wint_t)0x80));
    errno = 0;
    report(printf("[%.2ls]", L"a\xe9"));
    errno = 0;
    report(printf("[%.1ls]", L"a\xe9"));
    errno = 0;
    report(fprintf(stdout, "before %d %lc after", 42, (wint_t)0x100));
    char buf[32];
    memset(buf, 'Z', sizeof buf);
    buf[31] = 0;
    errno = 0;
    int r = snprintf(buf, sizeof buf, "ab%lccd", (wint_t)0xe9);
    printf("snprintf r=%d errno=%d buf=[%s]\n", r, errno == EILSEQ, buf);
    memset(buf, 'Z', sizeof buf);
    buf[31] = 0;
    errno = 0;
    r = sprintf(buf, "ab%lscd", L"\xe9");
    printf("sprintf r=%d errno=%d buf=[%s]\n", r, errno == EILSEQ, buf);
    return 0;
}
