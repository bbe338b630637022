// FILE streams over files the program makes: w/r/a/r+/w+/a+ modes, fgetc/ungetc/fgets/fputs/fprintf/fscanf, fread/fwrite of binary data with NUL bytes, fseek/ftell/rewind, feof/ferror/clearerr, remove/rename, ENOENT and EEXIST.
// EXPECT: safe
// MODE: run-diff
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static char a[64], b[64];

static void show(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) {
        printf("  %s: cannot open (errno %d)\n", path == a ? "a" : "b", errno);
        return;
    }
    printf("  %s: [", path == a ? "a" : "b");
    int c;
    while ((c = fgetc(f)) != EOF)
        printf(c >= 32 && c < 127 ? "%c" : "\\%03o", c);
    printf("] eof %d err %d\n", feof(f) != 0, ferror(f) != 0);
    fclose(f);
}

int main(void) {
    snprintf(a, sizeof a, "/tmp/divm_fs_a_%d", (int)getpid());
    snprintf(b, sizeof b, "/tmp/divm_fs_b_%d", (int)getpid());
    remove(a);
    remove(b);

    errno = 0;
    FILE *f = fopen(a, "r");
    printf("missing r: %s errno %s\n", f ? "opened" : "NULL", errno == ENOENT ? "ENOENT" : "other");
    f = fopen(a, "r+");
    printf("missing r+: %s errno %s\n", f ? "opened" : "NULL", errno == ENOENT ? "ENOENT" : "other");

    f = fopen(a, "w");
    printf("w: %d\n", f != NULL);
    printf("fprintf %d\n", fprintf(f, "line one %d\n", 1));
    printf("fputs %d\n", fputs("line two\n", f) >= 0);
    printf("fputc %d\n", fputc('!', f));
    printf("ftell %ld\n", ftell(f));
    errno = 0;
    printf("fgetc on w: %d ferror %d errno EBADF %d\n", fgetc(f), ferror(f) != 0, errno == EBADF);
    clearerr(f);
    printf("clearerr: %d\n", ferror(f));
    printf("fclose %d\n", fclose(f));
    show(a);

    f = fopen(a, "a");
    printf("a: ftell %ld\n", ftell(f));
    fputs("\nappended\n", f);
    fclose(f);
    show(a);

    f = fopen(a, "r+");
    fseek(f, 5, SEEK_SET);
    fputs("ONE", f);
    fseek(f, -3, SEEK_END);
    printf("seek end-3: ftell %ld\n", ftell(f));
    char line[32];
    printf("fgets [%s]\n", fgets(line, sizeof line, f));
    printf("at end: fgetc %d feof %d\n", fgetc(f), feof(f) != 0);
    rewind(f);
    printf("rewind: feof %d ftell %ld\n", feof(f) != 0, ftell(f));
    int c = fgetc(f);
    printf("ungetc %d\n", ungetc('X', f));
    printf("ftell after ungetc %ld\n", ftell(f));
    printf("fgetc %c then %c (first was %c)\n", fgetc(f), fgetc(f), c);
    while (fgets(line, sizeof line, f))
        printf("fgets: %s", line);
    printf("\nfgets at eof: %s\n", fgets(line, sizeof line, f) ? "line" : "NULL");
    fclose(f);
    show(a);

    /* binary data, including NUL bytes, through fwrite/fread */
    unsigned char bin[300];
    for (int i = 0; i < 300; i++)
        bin[i] = (unsigned char)(i * 7);
    f = fopen(b, "wb+");
    printf("fwrite %zu\n", fwrite(bin, 3, 100, f));
    printf("fseek past end %d, ftell %ld\n", fseek(f, 310, SEEK_SET), ftell(f));
    fputc('Z', f);
    fseek(f, 0, SEEK_END);
    printf("size %ld\n", ftell(f));
    rewind(f);
    unsigned char back[400];
    memset(back, 0xAA, sizeof back);
    size_t n = fread(back, 4, 100, f);
    printf("fread %zu items, feof %d, same %d, gap %d %d %d, Z %c\n", n, feof(f) != 0, memcmp(bin, back, 300) == 0,
           back[300], back[305], back[309], back[310]);
    fclose(f);

    /* fscanf */
    f = fopen(b, "w+");
    fprintf(f, "12 -7 3.5 word\n99");
    rewind(f);
    int x, y, z;
    double d;
    char w[16];
    int k = fscanf(f, "%d %d %lf %15s", &x, &y, &d, w);
    printf("fscanf %d: %d %d %g %s\n", k, x, y, d, w);
    k = fscanf(f, "%d", &z);
    printf("fscanf %d: %d\n", k, z);
    k = fscanf(f, "%d", &z);
    printf("fscanf at end %d\n", k);
    fclose(f);

    /* a+: reads anywhere, writes at the end */
    f = fopen(b, "a+");
    printf("a+: ftell %ld\n", ftell(f));
    rewind(f);
    printf("a+ first char %c\n", fgetc(f));
    fputs("<tail>", f);
    printf("a+ after write ftell %ld\n", ftell(f));
    fclose(f);
    show(b);

    /* x: exclusive creation */
    errno = 0;
    f = fopen(b, "wx");
    printf("wx on existing: %s EEXIST %d\n", f ? "opened" : "NULL", errno == EEXIST);

    /* rename and remove */
    printf("rename %d\n", rename(a, b));
    show(a);
    show(b);
    printf("remove %d\n", remove(b));
    errno = 0;
    printf("remove again %d ENOENT %d\n", remove(b), errno == ENOENT);
    errno = 0;
    printf("rename missing %d ENOENT %d\n", rename(a, b), errno == ENOENT);
    printf("bad mode %p EINVAL %d\n", (void *)fopen(a, "q"), errno == EINVAL);
    return 0;
}
