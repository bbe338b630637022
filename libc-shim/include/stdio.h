/* stdio.h -- unbuffered streams over DiOS's in-VM file system: stdout and
 * stderr go to the VM's OUTPUT/ERROUT traces, stdin is --stdin (else empty),
 * and fopen sees the files given with --file and those the program makes. */
#ifndef _DIVM_STDIO_H
#define _DIVM_STDIO_H
#include <bits/cdefs.h>
#include <bits/types.h>
#define __need_size_t
#define __need_NULL
#include <stddef.h>
__DIVM_BEGIN_DECLS

#define __need_va_list
#include <stdarg.h>
#ifndef __DIVM_SSIZE_T
#define __DIVM_SSIZE_T
typedef __divm_ssize_t ssize_t;
#endif
#ifndef __DIVM_OFF_T
#define __DIVM_OFF_T
typedef __divm_off_t off_t;
#endif

#ifndef __DIVM_FILE_T
#define __DIVM_FILE_T
typedef struct __divm_file FILE;
#endif
typedef struct {
    long __pos;
} fpos_t;

#define EOF (-1)
#define BUFSIZ 8192
#define FILENAME_MAX 4096
#define FOPEN_MAX 16
#define L_tmpnam 20
#define TMP_MAX 238328
#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
#define _IOFBF 0
#define _IOLBF 1
#define _IONBF 2

extern FILE *stdin;
extern FILE *stdout;
extern FILE *stderr;
#define stdin stdin
#define stdout stdout
#define stderr stderr

int remove(const char *path);
int rename(const char *from, const char *to);
int renameat(int fd1, const char *from, int fd2, const char *to);
FILE *tmpfile(void);
char *tmpnam(char *s);
char *tmpnam_r(char *s);
char *tempnam(const char *dir, const char *pfx);
#define L_ctermid 9
char *ctermid(char *s);
void setlinebuf(FILE *f);
void setbuffer(FILE *__restrict f, char *__restrict buf, size_t size);
int feof_unlocked(FILE *f);
int ferror_unlocked(FILE *f);
void clearerr_unlocked(FILE *f);
int fileno_unlocked(FILE *f);
int fflush_unlocked(FILE *f);
size_t fread_unlocked(void *__restrict p, size_t size, size_t n, FILE *__restrict f);
size_t fwrite_unlocked(const void *__restrict p, size_t size, size_t n, FILE *__restrict f);
int fputs_unlocked(const char *__restrict s, FILE *__restrict f);
char *fgets_unlocked(char *__restrict s, int n, FILE *__restrict f);
int fclose(FILE *f);
int fflush(FILE *f);
FILE *fopen(const char *__restrict path, const char *__restrict mode);
FILE *freopen(const char *__restrict path, const char *__restrict mode, FILE *__restrict f);
FILE *fdopen(int fd, const char *mode);
FILE *fmemopen(void *__restrict buf, size_t size, const char *__restrict mode);
FILE *open_memstream(char **ptr, size_t *sizeloc);
int fcloseall(void); /* GNU */
/* GNU: a stream whose bytes go through the caller's functions. */
typedef ssize_t cookie_read_function_t(void *cookie, char *buf, size_t size);
typedef ssize_t cookie_write_function_t(void *cookie, const char *buf, size_t size);
typedef int cookie_seek_function_t(void *cookie, __divm_off_t *pos, int whence);
typedef int cookie_close_function_t(void *cookie);
typedef struct {
    cookie_read_function_t *read;
    cookie_write_function_t *write;
    cookie_seek_function_t *seek;
    cookie_close_function_t *close;
} cookie_io_functions_t;
FILE *fopencookie(void *__restrict cookie, const char *__restrict mode, cookie_io_functions_t io);
FILE *popen(const char *cmd, const char *mode);
int pclose(FILE *f);
int getw(FILE *f);
int putw(int w, FILE *f);
int fileno(FILE *f);
void setbuf(FILE *__restrict f, char *__restrict buf);
int setvbuf(FILE *__restrict f, char *__restrict buf, int mode, size_t size);

int printf(const char *__restrict fmt, ...) __divm_printf(1, 2);
int fprintf(FILE *__restrict f, const char *__restrict fmt, ...) __divm_printf(2, 3);
int sprintf(char *__restrict s, const char *__restrict fmt, ...) __divm_printf(2, 3);
int snprintf(char *__restrict s, size_t n, const char *__restrict fmt, ...) __divm_printf(3, 4);
int dprintf(int fd, const char *__restrict fmt, ...) __divm_printf(2, 3);
int asprintf(char **__restrict sp, const char *__restrict fmt, ...) __divm_printf(2, 3);
int vprintf(const char *__restrict fmt, va_list ap) __divm_printf(1, 0);
int vfprintf(FILE *__restrict f, const char *__restrict fmt, va_list ap) __divm_printf(2, 0);
int vsprintf(char *__restrict s, const char *__restrict fmt, va_list ap) __divm_printf(2, 0);
int vsnprintf(char *__restrict s, size_t n, const char *__restrict fmt, va_list ap) __divm_printf(3, 0);
int vdprintf(int fd, const char *__restrict fmt, va_list ap) __divm_printf(2, 0);
/* GNU: printing into an obstack's growing object (libc-shim/src/obstack.c) */
struct obstack;
int obstack_printf(struct obstack *__restrict ob, const char *__restrict fmt, ...) __divm_printf(2, 3);
int obstack_vprintf(struct obstack *__restrict ob, const char *__restrict fmt, va_list ap) __divm_printf(2, 0);
int vasprintf(char **__restrict sp, const char *__restrict fmt, va_list ap) __divm_printf(2, 0);

int scanf(const char *__restrict fmt, ...) __divm_scanf(1, 2);
int fscanf(FILE *__restrict f, const char *__restrict fmt, ...) __divm_scanf(2, 3);
int sscanf(const char *__restrict s, const char *__restrict fmt, ...) __divm_scanf(2, 3);
int vscanf(const char *__restrict fmt, va_list ap) __divm_scanf(1, 0);
int vfscanf(FILE *__restrict f, const char *__restrict fmt, va_list ap) __divm_scanf(2, 0);
int vsscanf(const char *__restrict s, const char *__restrict fmt, va_list ap) __divm_scanf(2, 0);

int fgetc(FILE *f);
int getc(FILE *f);
int getchar(void);
char *fgets(char *__restrict s, int n, FILE *__restrict f);
#if !defined(__STDC_VERSION__) || __STDC_VERSION__ < 201112L
char *gets(char *s); /* removed in C11, as glibc's header does */
#endif
int ungetc(int c, FILE *f);
int fputc(int c, FILE *f);
int putc(int c, FILE *f);
int putchar(int c);
int fputs(const char *__restrict s, FILE *__restrict f);
int puts(const char *s);
size_t fread(void *__restrict p, size_t size, size_t n, FILE *__restrict f);
size_t fwrite(const void *__restrict p, size_t size, size_t n, FILE *__restrict f);
ssize_t getline(char **__restrict line, size_t *__restrict n, FILE *__restrict f);
ssize_t getdelim(char **__restrict line, size_t *__restrict n, int delim, FILE *__restrict f);
int getc_unlocked(FILE *f);
int getchar_unlocked(void);
int fgetc_unlocked(FILE *f);
int putc_unlocked(int c, FILE *f);
int putchar_unlocked(int c);
int fputc_unlocked(int c, FILE *f);
void flockfile(FILE *f);
int ftrylockfile(FILE *f);
void funlockfile(FILE *f);

int fgetpos(FILE *__restrict f, fpos_t *__restrict pos);
int fsetpos(FILE *f, const fpos_t *pos);
int fseek(FILE *f, long off, int whence);
int fseeko(FILE *f, off_t off, int whence);
long ftell(FILE *f);
off_t ftello(FILE *f);
void rewind(FILE *f);
void clearerr(FILE *f);
int feof(FILE *f);
int ferror(FILE *f);
void perror(const char *s);

/* The large-file names (off_t is already 64 bits): the plain calls. */
#if defined(_LARGEFILE64_SOURCE) || defined(_GNU_SOURCE)
typedef __divm_off_t off64_t;
typedef fpos_t fpos64_t;
#define fopen64 fopen
#define freopen64 freopen
#define fseeko64 fseeko
#define ftello64 ftello
#define fgetpos64 fgetpos
#define fsetpos64 fsetpos
#define tmpfile64 tmpfile
#endif

__DIVM_END_DECLS
#endif
