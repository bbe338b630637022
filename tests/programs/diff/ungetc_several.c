// ungetc pushes back more than one character (glibc takes several; a tokenizer pushes back two): they come back last first, through fgetc, fread, fgets and fscanf; ftell and a SEEK_CUR seek count them as unread, and a seek drops them.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <unistd.h>

int main(void) {
    char path[64];
    snprintf(path, sizeof path, "/tmp/ungetc_several_%d.txt", (int)getpid());
    FILE *f = fopen(path, "w+");
    fputs("abcdef 42\n", f);
    rewind(f);
    printf("read %c%c%c, ftell %ld\n", fgetc(f), fgetc(f), fgetc(f), ftell(f));
    printf("ungetc %d %d %d, ftell %ld\n", ungetc('X', f), ungetc('Y', f), ungetc('Z', f), ftell(f));
    char three[4] = {0};
    printf("fread %zu [%s], ftell %ld\n", fread(three, 1, 3, f), three, ftell(f));
    printf("next %c\n", fgetc(f));

    ungetc('1', f);
    ungetc('2', f);
    char line[16];
    printf("fgets [%s]\n", fgets(line, sizeof line, f));

    rewind(f);
    ungetc('9', f);
    ungetc('8', f);
    int n = 0;
    char word[16];
    printf("fscanf %d [%s]", fscanf(f, "%d%15s", &n, word), word);
    printf(" %d\n", n);

    fseek(f, 2, SEEK_SET);
    ungetc('p', f);
    ungetc('q', f);
    printf("before SEEK_CUR ftell %ld\n", ftell(f));
    fseek(f, 1, SEEK_CUR);
    printf("after SEEK_CUR +1: %c (ftell %ld)\n", fgetc(f), ftell(f));

    fclose(f);
    unlink(path);
    return 0;
}
