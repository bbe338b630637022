/* wstdio.c -- wide-character streams in the ASCII C locale: a wide
 * character is written as its byte and a byte read as its wide character;
 * anything above 127 is an encoding error (EILSEQ, and the stream's error
 * indicator). The wide printf and scanf families run the narrow engines on
 * the format (and, for swscanf, the input) narrowed: %ls and %lc take wide
 * arguments there as here, %s and %c narrow ones, as in wprintf. fwide
 * keeps a stream's orientation, which the wide calls set; the byte calls
 * neither set nor check it (glibc refuses byte output on a wide stream). */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <wchar.h>
#include "stdio_impl.h"

int fwide(FILE *f, int mode) {
    if (mode && !f->orient)
        f->orient = mode > 0 ? 1 : -1;
    return f->orient;
}

static void wide(FILE *f) {
    if (!f->orient)
        f->orient = 1;
}

wint_t fputwc(wchar_t wc, FILE *f) {
    wide(f);
    if (wc < 0 || wc > 127) {
        errno = EILSEQ;
        f->err = 1;
        return WEOF;
    }
    return fputc((int)wc, f) == EOF ? WEOF : (wint_t)wc;
}

wint_t putwc(wchar_t wc, FILE *f) { return fputwc(wc, f); }
wint_t putwchar(wchar_t wc) { return fputwc(wc, stdout); }

int fputws(const wchar_t *restrict ws, FILE *restrict f) {
    for (; *ws; ws++)
        if (fputwc(*ws, f) == WEOF)
            return -1;
    return 1; /* glibc's nonnegative value */
}

wint_t fgetwc(FILE *f) {
    wide(f);
    int c = fgetc(f);
    if (c == EOF)
        return WEOF;
    if (c > 127) {
        errno = EILSEQ;
        f->err = 1;
        return WEOF;
    }
    return (wint_t)c;
}

wint_t getwc(FILE *f) { return fgetwc(f); }
wint_t getwchar(void) { return fgetwc(stdin); }

wchar_t *fgetws(wchar_t *restrict ws, int n, FILE *restrict f) {
    if (n <= 0)
        return NULL;
    int i = 0;
    while (i < n - 1) {
        wint_t c = fgetwc(f);
        if (c == WEOF) {
            if (i == 0 || ferror(f))
                return NULL;
            break;
        }
        ws[i++] = (wchar_t)c;
        if (c == L'\n')
            break;
    }
    ws[i] = 0;
    return ws;
}

wint_t ungetwc(wint_t wc, FILE *f) {
    wide(f);
    if (wc == WEOF || wc > 127)
        return WEOF;
    return ungetc((int)wc, f) == EOF ? WEOF : wc;
}

/* The wide string as a malloc'd narrow one; NULL with errno EILSEQ for a
 * character above 127, or ENOMEM. `stop` cuts it at the first such
 * character instead (scanf input: conversions end there). */
static char *narrow(const wchar_t *ws, int stop) {
    size_t n = 0;
    while (ws[n]) {
        if (ws[n] < 0 || ws[n] > 127) {
            if (stop)
                break;
            errno = EILSEQ;
            return NULL;
        }
        n++;
    }
    char *s = malloc(n + 1);
    if (!s) {
        errno = ENOMEM;
        return NULL;
    }
    for (size_t i = 0; i < n; i++)
        s[i] = (char)ws[i];
    s[n] = 0;
    return s;
}

int vfwprintf(FILE *restrict f, const wchar_t *restrict fmt, va_list ap) {
    wide(f);
    char *nf = narrow(fmt, 0);
    if (!nf)
        return -1;
    int r = vfprintf(f, nf, ap);
    free(nf);
    return r;
}

int vwprintf(const wchar_t *restrict fmt, va_list ap) { return vfwprintf(stdout, fmt, ap); }

int fwprintf(FILE *restrict f, const wchar_t *restrict fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int r = vfwprintf(f, fmt, ap);
    va_end(ap);
    return r;
}

int wprintf(const wchar_t *restrict fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int r = vfwprintf(stdout, fmt, ap);
    va_end(ap);
    return r;
}

/* At most n wide characters with the NUL; -1 if the output did not fit
 * (what did is kept, terminated, as glibc does). */
int vswprintf(wchar_t *restrict ws, size_t n, const wchar_t *restrict fmt, va_list ap) {
    char *nf = narrow(fmt, 0);
    if (!nf)
        return -1;
    va_list ap2;
    va_copy(ap2, ap);
    int len = vsnprintf(NULL, 0, nf, ap2);
    va_end(ap2);
    char *buf = len < 0 ? NULL : malloc((size_t)len + 1);
    if (buf)
        vsnprintf(buf, (size_t)len + 1, nf, ap);
    free(nf);
    if (!buf)
        return -1;
    size_t k = 0;
    for (; n && k < n - 1 && k < (size_t)len; k++)
        ws[k] = (wchar_t)(unsigned char)buf[k];
    if (n)
        ws[k] = 0;
    free(buf);
    if ((size_t)len >= n) {
        errno = EOVERFLOW;
        return -1;
    }
    return len;
}

int swprintf(wchar_t *restrict ws, size_t n, const wchar_t *restrict fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int r = vswprintf(ws, n, fmt, ap);
    va_end(ap);
    return r;
}

int vfwscanf(FILE *restrict f, const wchar_t *restrict fmt, va_list ap) {
    wide(f);
    char *nf = narrow(fmt, 0);
    if (!nf)
        return EOF;
    int r = vfscanf(f, nf, ap);
    free(nf);
    return r;
}

int vwscanf(const wchar_t *restrict fmt, va_list ap) { return vfwscanf(stdin, fmt, ap); }

int vswscanf(const wchar_t *restrict s, const wchar_t *restrict fmt, va_list ap) {
    char *nf = narrow(fmt, 0);
    char *ns = nf ? narrow(s, 1) : NULL;
    int r = EOF;
    if (ns)
        r = vsscanf(ns, nf, ap);
    free(nf);
    free(ns);
    return r;
}

int fwscanf(FILE *restrict f, const wchar_t *restrict fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int r = vfwscanf(f, fmt, ap);
    va_end(ap);
    return r;
}

int wscanf(const wchar_t *restrict fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int r = vfwscanf(stdin, fmt, ap);
    va_end(ap);
    return r;
}

int swscanf(const wchar_t *restrict s, const wchar_t *restrict fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int r = vswscanf(s, fmt, ap);
    va_end(ap);
    return r;
}

/* strftime into bytes, widened; 0 if it does not fit (as strftime). */
size_t wcsftime(wchar_t *restrict ws, size_t n, const wchar_t *restrict fmt, const struct tm *restrict tm) {
    char *nf = narrow(fmt, 0);
    char *buf = nf && n ? malloc(n) : NULL;
    size_t len = buf ? strftime(buf, n, nf, tm) : 0;
    for (size_t i = 0; i < len; i++)
        ws[i] = (wchar_t)(unsigned char)buf[i];
    if (len || (buf && n))
        ws[len] = 0;
    free(nf);
    free(buf);
    return len;
}
