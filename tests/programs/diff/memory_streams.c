// Memory streams: fmemopen over a caller's buffer ("r", "w", "a", "r+", NULL buffer) with glibc's NUL-termination and full-buffer rules, reading, seeking; open_memstream growing a malloc'd buffer published in *ptr/*size after writes and seeks.
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void dump(const char *what, const char *b, size_t n) {
    printf("%s: [", what);
    for (size_t i = 0; i < n; i++)
        printf(b[i] >= 32 && b[i] < 127 ? "%c" : "\\%o", b[i]);
    printf("]\n");
}

int main(void) {
    char in[] = "12 apples\nsecond line\n";
    FILE *f = fmemopen(in, strlen(in), "r");
    int n;
    char word[16], line[32];
    printf("fscanf %d", fscanf(f, "%d %15s", &n, word));
    printf(" -> %d %s\n", n, word);
    fgetc(f);
    printf("fgets [%s]", fgets(line, sizeof line, f));
    printf("at end: fgetc %d feof %d\n", fgetc(f), feof(f) != 0);
    rewind(f);
    printf("after rewind: %c, ftell %ld\n", fgetc(f), ftell(f));
    printf("seek past size: %d\n", fseek(f, 100, SEEK_SET));
    fclose(f);

    char out[16];
    memset(out, 'x', sizeof out);
    f = fmemopen(out, sizeof out, "w");
    dump("w opened", out, sizeof out);
    fprintf(f, "n=%d", 42);
    fflush(f);
    dump("after fprintf", out, sizeof out);
    fputs("-more-text-that-overflows", f);
    fclose(f);
    dump("after overflow", out, sizeof out);

    char ap[16] = "abc";
    f = fmemopen(ap, sizeof ap, "a");
    printf("append starts at %ld\n", ftell(f));
    fputs("def", f);
    fclose(f);
    dump("appended", ap, sizeof ap);

    char up[8] = "ABCDEFG";
    f = fmemopen(up, sizeof up, "r+");
    fseek(f, 2, SEEK_SET);
    fputc('z', f);
    printf("r+ next %c\n", fgetc(f));
    fclose(f);
    dump("r+", up, sizeof up);

    f = fmemopen(NULL, 32, "w+");
    fputs("scratch", f);
    rewind(f);
    printf("own buffer [%s]", fgets(line, sizeof line, f));
    printf("\n");
    fclose(f);
    f = fmemopen(out, 0, "r");
    printf("size 0: opened %d, fgetc %d\n", f != NULL, fgetc(f));
    fclose(f);

    char *buf = NULL;
    size_t size = 0;
    f = open_memstream(&buf, &size);
    fprintf(f, "hello %s", "memstream");
    fflush(f);
    printf("open_memstream [%s] %zu\n", buf, size);
    for (int i = 0; i < 40; i++)
        fprintf(f, "%d,", i);
    fflush(f);
    printf("grown to %zu, ends with [%s]\n", size, buf + size - 6);
    fseek(f, 5, SEEK_SET);
    fflush(f);
    printf("after seek size %zu\n", size);
    fputs("!", f);
    fclose(f);
    printf("closed: size %zu prefix [%.12s] strlen %zu\n", size, buf, strlen(buf));
    free(buf);
    return 0;
}
