/* unlocked.c -- the *_unlocked stream calls (streams take no locks, so
 * they are the plain ones), setlinebuf and ctermid. */
#include <stdio.h>
#include <string.h>

int feof_unlocked(FILE *f) { return feof(f); }
int ferror_unlocked(FILE *f) { return ferror(f); }
void clearerr_unlocked(FILE *f) { clearerr(f); }
int fileno_unlocked(FILE *f) { return fileno(f); }
int fflush_unlocked(FILE *f) { return fflush(f); }
size_t fread_unlocked(void *restrict p, size_t size, size_t n, FILE *restrict f) { return fread(p, size, n, f); }
size_t fwrite_unlocked(const void *restrict p, size_t size, size_t n, FILE *restrict f) { return fwrite(p, size, n, f); }
int fputs_unlocked(const char *restrict s, FILE *restrict f) { return fputs(s, f); }
char *fgets_unlocked(char *restrict s, int n, FILE *restrict f) { return fgets(s, n, f); }

void setlinebuf(FILE *f) { setvbuf(f, NULL, _IOLBF, 0); }

/* The controlling terminal's name, as glibc gives it (opening it fails:
 * there is none). */
char *ctermid(char *s) {
    static char name[L_ctermid];
    if (!s)
        s = name;
    strcpy(s, "/dev/tty");
    return s;
}
