// GNU and BSD functions real programs call that divm lacked (a program using them did not compile): strfromd/strfromf/strfroml, mktemp, tmpnam_r, setbuffer, canonicalize_file_name, memfrob, timelocal, dysize, wcschrnul, wmempcpy, euidaccess/eaccess, and getentropy's limits (its bytes are inputs, not printed).
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <wchar.h>

int main(void) {
    char b[32];
    int n = strfromd(b, sizeof b, "%.3f", 2.0 / 3);
    printf("strfromd %d %s\n", n, b);
    n = strfromd(b, 4, "%e", 12345.678);
    printf("strfromd cut %d %s\n", n, b);
    n = strfromf(b, sizeof b, "%g", 1e20f);
    printf("strfromf %d %s\n", n, b);
    n = strfroml(b, sizeof b, "%.4g", 0.75L);
    printf("strfroml %d %s\n", n, b);
    char t[] = "/tmp/mktempXXXXXX";
    char *m = mktemp(t);
    printf("mktemp same buffer %d, length %zu, prefix kept %d, X gone %d\n", m == t, strlen(t),
           strncmp(t, "/tmp/mktemp", 11) == 0, strstr(t, "XXXXXX") == NULL);
    char bad[] = "/tmp/noXs";
    printf("mktemp bad template: \"%s\"\n", mktemp(bad));
    char tn[L_tmpnam];
    printf("tmpnam_r %d %d\n", tmpnam_r(tn) == tn, tmpnam_r(NULL) == NULL);
    char sb[BUFSIZ];
    setbuffer(stdout, sb, sizeof sb);
    printf("after setbuffer\n");
    fflush(stdout);
    setbuffer(stdout, NULL, 0);
    int fd = open("/tmp/canon_target", O_CREAT | O_WRONLY, 0600);
    close(fd);
    char *c = canonicalize_file_name("/tmp/./../tmp//canon_target");
    printf("canonicalize %s\n", c ? c : "NULL");
    free(c);
    errno = 0;
    c = canonicalize_file_name("/tmp/no/such");
    printf("canonicalize missing %s %d\n", c ? c : "NULL", errno == ENOENT);
    printf("euidaccess %d eaccess %d missing %d\n", euidaccess("/tmp/canon_target", R_OK | W_OK),
           eaccess("/tmp", X_OK), euidaccess("/tmp/no/such", F_OK));
    unlink("/tmp/canon_target");
    char fr[] = "frobnicate";
    memfrob(fr, strlen(fr));
    printf("memfrob");
    for (size_t i = 0; i < strlen("frobnicate"); i++)
        printf(" %02x", (unsigned char)fr[i]);
    memfrob(fr, strlen("frobnicate"));
    printf(" -> %s\n", fr);
    struct tm tm = {.tm_year = 124, .tm_mon = 1, .tm_mday = 29, .tm_hour = 12, .tm_isdst = -1};
    time_t tl = timelocal(&tm);
    printf("timelocal %lld wday %d\n", (long long)tl, tm.tm_wday);
    printf("dysize 1900 %d 2000 %d 2023 %d 2024 %d\n", dysize(1900), dysize(2000), dysize(2023), dysize(2024));
    const wchar_t *w = L"wide string";
    printf("wcschrnul %td %td\n", wcschrnul(w, L's') - w, wcschrnul(w, L'z') - w);
    wchar_t wd[16];
    wchar_t *e = wmempcpy(wd, L"abc", 3);
    *e = 0;
    printf("wmempcpy %td %ls\n", e - wd, wd);
    unsigned char ent[300];
    errno = 0;
    printf("getentropy 256: %d, 257: %d EIO %d\n", getentropy(ent, 256), getentropy(ent, 257), errno == EIO);
    return 0;
}
