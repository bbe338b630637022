/* mntent.c -- glibc's mntent functions over any text file of the fstab
 * format: one entry a line, "fsname dir type opts freq passno" separated
 * by blanks, with the octal escapes \040 \011 \012 \134 for a space, tab,
 * newline and backslash in a field; blank lines and lines whose first
 * non-blank is '#' are skipped; a missing freq or passno is 0 and missing
 * text fields are "". addmntent appends a line in that format (1 on
 * failure), endmntent closes (always 1), hasmntopt finds an option in the
 * comma-separated mnt_opts (followed by ',', '=' or the end). A line
 * longer than the buffer is cut there (getmntent's buffer is BUFSIZ). */
#include <mntent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

FILE *setmntent(const char *file, const char *mode) { return fopen(file, mode); }

int endmntent(FILE *stream) {
    if (stream)
        fclose(stream);
    return 1;
}

/* Decodes the escapes of s in place. */
static char *decode(char *s) {
    char *r = s, *w = s;
    while (*r) {
        if (r[0] == '\\' && r[1] >= '0' && r[1] <= '3' && r[2] >= '0' && r[2] <= '7' && r[3] >= '0' && r[3] <= '7') {
            int c = (r[1] - '0') * 64 + (r[2] - '0') * 8 + (r[3] - '0');
            if (c == ' ' || c == '\t' || c == '\n' || c == '\\') {
                *w++ = (char)c;
                r += 4;
                continue;
            }
        }
        *w++ = *r++;
    }
    *w = 0;
    return s;
}

/* The next blank-separated field of *p ("" at the end). */
static char *field(char **p) {
    char *s = *p;
    while (*s == ' ' || *s == '\t')
        s++;
    char *start = s;
    while (*s && *s != ' ' && *s != '\t')
        s++;
    if (*s)
        *s++ = 0;
    *p = s;
    return decode(start);
}

static int number(char **p, int *out) {
    char *s = *p;
    while (*s == ' ' || *s == '\t')
        s++;
    char *end;
    long v = strtol(s, &end, 10);
    if (end == s)
        return 0;
    *out = (int)v;
    *p = end;
    return 1;
}

struct mntent *getmntent_r(FILE *restrict stream, struct mntent *restrict m, char *restrict buf, int size) {
    char *line;
    for (;;) {
        if (!fgets(buf, size, stream))
            return NULL;
        size_t n = strlen(buf);
        if (n && buf[n - 1] == '\n')
            buf[--n] = 0;
        else if (n == (size_t)size - 1) { /* cut: drop the rest of the line */
            int c;
            while ((c = getc(stream)) != EOF && c != '\n')
                ;
        }
        line = buf;
        while (*line == ' ' || *line == '\t')
            line++;
        if (*line && *line != '#')
            break;
    }
    m->mnt_fsname = field(&line);
    m->mnt_dir = field(&line);
    m->mnt_type = field(&line);
    m->mnt_opts = field(&line);
    m->mnt_freq = m->mnt_passno = 0;
    if (number(&line, &m->mnt_freq))
        number(&line, &m->mnt_passno);
    return m;
}

struct mntent *getmntent(FILE *stream) {
    static struct mntent m;
    static char *buf;
    if (!buf && !(buf = malloc(BUFSIZ)))
        return NULL;
    return getmntent_r(stream, &m, buf, BUFSIZ);
}

/* s with its blanks, newlines and backslashes escaped. */
static int put_field(FILE *f, const char *s) {
    for (; *s; s++) {
        int r = (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\\') ? fprintf(f, "\\%03o", (unsigned char)*s) : fputc(*s, f);
        if (r < 0)
            return -1;
    }
    return 0;
}

int addmntent(FILE *restrict stream, const struct mntent *restrict m) {
    if (fseek(stream, 0, SEEK_END) != 0)
        return 1;
    if (put_field(stream, m->mnt_fsname) || fputc(' ', stream) < 0 || put_field(stream, m->mnt_dir) || fputc(' ', stream) < 0 ||
        put_field(stream, m->mnt_type) || fputc(' ', stream) < 0 || put_field(stream, m->mnt_opts) ||
        fprintf(stream, " %d %d\n", m->mnt_freq, m->mnt_passno) < 0)
        return 1;
    return fflush(stream) != 0;
}

char *hasmntopt(const struct mntent *m, const char *opt) {
    size_t n = strlen(opt);
    char *s = m->mnt_opts;
    while (s && *s) {
        if (strncmp(s, opt, n) == 0 && (s[n] == 0 || s[n] == ',' || s[n] == '='))
            return s;
        s = strchr(s, ',');
        if (s)
            s++;
    }
    return NULL;
}
