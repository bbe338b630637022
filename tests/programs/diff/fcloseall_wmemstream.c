// fcloseall, as glibc's, flushes the streams (their data is in the files) and closes none: they stay usable and fclose ends them; open_wmemstream publishes a growing wide buffer (fputwc, fputws, fwprintf, a seek back) that the caller frees after fclose. Against glibc.
// EXPECT: safe
// FLAGS: --leak
// MODE: run-diff
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

int main(void) {
    char a[64], b[64];
    snprintf(a, sizeof a, "/tmp/fca_%d", (int)getpid());
    snprintf(b, sizeof b, "/tmp/fcb_%d", (int)getpid());
    FILE *fa = fopen(a, "w");
    int fd = open(b, O_CREAT | O_WRONLY | O_TRUNC, 0644);
    FILE *fb = fdopen(fd, "w");
    assert(fa && fb);
    /* unbuffered: glibc's fcloseall drops a stream's buffer without freeing
     * it (LeakSanitizer reports it) */
    setvbuf(fa, NULL, _IONBF, 0);
    setvbuf(fb, NULL, _IONBF, 0);
    fputs("first file\n", fa);
    fprintf(fb, "second %d\n", 2);
    printf("fcloseall %d\n", fcloseall());
    printf("still open %d %d\n", fputs("more\n", fa) >= 0, fprintf(fb, "more\n") == 5);
    printf("fclose %d %d\n", fclose(fa), fclose(fb));
    char line[64];
    FILE *r = fopen(a, "r");
    printf("a: %s", fgets(line, sizeof line, r));
    printf("a: %s", fgets(line, sizeof line, r));
    fclose(r);
    r = fopen(b, "r");
    printf("b: %s", fgets(line, sizeof line, r));
    printf("b: %s", fgets(line, sizeof line, r));
    fclose(r);
    unlink(a);
    unlink(b);

    wchar_t *w = NULL;
    size_t wlen = 0;
    FILE *ws = open_wmemstream(&w, &wlen);
    assert(ws);
    fputwc(L'x', ws);
    fflush(ws);
    printf("after fputwc %zu %d\n", wlen, w[0] == L'x');
    fputws(L"yz", ws);
    fwprintf(ws, L" %d-%ls", 42, L"ok");
    fflush(ws);
    printf("after fwprintf %zu %ls\n", wlen, w);
    fseek(ws, 1, SEEK_SET);
    fflush(ws);
    printf("after seek %zu\n", wlen);
    fclose(ws);
    printf("closed %zu [%ls] %d\n", wlen, w, wcslen(w) == wlen);
    free(w);
    return 0;
}
