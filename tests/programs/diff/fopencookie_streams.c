// GNU fopencookie: a stream whose bytes go through the program's functions
// (a growing buffer with read, write, seek and close), printf and scanf on
// it, ftell through the seek function, a stream without a seek function
// (fseek fails), one without a read function (reads fail) and
// the close function's result from fclose. divm had no fopencookie.
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct store {
    char data[256];
    size_t len, pos;
    int closed;
};

static ssize_t st_read(void *c, char *buf, size_t n) {
    struct store *s = c;
    size_t k = s->len - s->pos;
    if (k > n)
        k = n;
    memcpy(buf, s->data + s->pos, k);
    s->pos += k;
    return (ssize_t)k;
}

static ssize_t st_write(void *c, const char *buf, size_t n) {
    struct store *s = c;
    if (s->pos + n > sizeof s->data)
        n = sizeof s->data - s->pos;
    if (n == 0)
        return -1;
    memcpy(s->data + s->pos, buf, n);
    s->pos += n;
    if (s->pos > s->len)
        s->len = s->pos;
    return (ssize_t)n;
}

static int st_seek(void *c, off64_t *off, int whence) {
    struct store *s = c;
    off64_t base = whence == SEEK_SET ? 0 : whence == SEEK_CUR ? (off64_t)s->pos : (off64_t)s->len;
    if (base + *off < 0 || base + *off > (off64_t)s->len)
        return -1;
    s->pos = (size_t)(base + *off);
    *off = (off64_t)s->pos;
    return 0;
}

static int st_close(void *c) {
    struct store *s = c;
    s->closed++;
    return 0;
}

static int failing_close(void *c) {
    (void)c;
    return -1;
}

int main(void) {
    struct store *s = calloc(1, sizeof *s);
    cookie_io_functions_t io = {st_read, st_write, st_seek, st_close};
    FILE *f = fopencookie(s, "w+", io);
    if (!f)
        return 1;
    fprintf(f, "alpha %d beta %s\n", 42, "gamma");
    fputs("second line\n", f);
    fflush(f);
    printf("len %zu, ftell %ld\n", s->len, ftell(f));
    rewind(f);
    char word[16];
    int n;
    if (fscanf(f, "%15s %d", word, &n) != 2)
        return 2;
    printf("read %s %d\n", word, n);
    char line[64];
    fgets(line, sizeof line, f);
    printf("rest [%s]\n", strtok(line, "\n"));
    fgets(line, sizeof line, f);
    printf("next [%s]\n", strtok(line, "\n"));
    printf("eof %d\n", fgetc(f) == EOF && feof(f));
    printf("fclose %d, closed %d\n", fclose(f), s->closed);
    printf("data [%.*s]\n", (int)s->len, s->data);

    /* no seek function: fseek fails */
    memset(s, 0, sizeof *s);
    cookie_io_functions_t noseek = {st_read, st_write, NULL, NULL};
    f = fopencookie(s, "w", noseek);
    fputs("xyz", f);
    printf("fseek %d\n", fseek(f, 0, SEEK_SET));
    printf("fclose %d, data [%.*s]\n", fclose(f), (int)s->len, s->data);

    /* without a read function: the read fails */
    cookie_io_functions_t noread = {NULL, NULL, NULL, failing_close};
    f = fopencookie(s, "r+", noread);
    int c = fgetc(f);
    printf("fgetc %d, ferror %d, feof %d\n", c, ferror(f) != 0, feof(f) != 0);
    printf("fclose %d\n", fclose(f));

    /* a bad mode */
    errno = 0;
    printf("bad mode %d, EINVAL %d\n", fopencookie(s, "q", io) == NULL, errno == EINVAL);
    free(s);
    return 0;
}
