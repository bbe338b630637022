/* wstdio.c -- wide-character streams: a wide character is written as its
 * multibyte bytes (mb.h: ASCII in the C locale, UTF-8 in C.UTF-8) and read
 * back from them; a character the encoding lacks is an encoding error
 * (EILSEQ, and the stream's error indicator). The wide printf and scanf
 * families run the narrow engines on the format (and, for swscanf, the
 * input) encoded: %ls and %lc take wide arguments there as here, %s and
 * %c narrow ones, as in wprintf. fwide keeps a stream's orientation, which
 * the wide calls set; the byte calls neither set nor check it (glibc
 * refuses byte output on a wide stream). */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <wchar.h>
#include "mb.h"
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
    char b[8];
    size_t k = __divm_mbencode(b, wc);
    if (k == (size_t)-1) {
        f->err = 1;
        return WEOF;
    }
    if (k == 1)
        return fputc((int)wc, f) == EOF ? WEOF : (wint_t)wc;
    return fwrite(b, 1, k, f) == k ? (wint_t)wc : WEOF;
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
    if (c < 0x80)
        return (wint_t)c;
    /* a multibyte character, byte by byte (C.UTF-8; the C locale refuses) */
    mbstate_t st = {0};
    wchar_t wc = 0;
    char b = (char)c;
    size_t k;
    while ((k = __divm_mbdecode(&wc, &b, 1, &st)) == (size_t)-2) {
        if ((c = fgetc(f)) == EOF) {
            errno = EILSEQ;
            k = (size_t)-1;
            break;
        }
        b = (char)c;
    }
    if (k == (size_t)-1) {
        f->err = 1;
        return WEOF;
    }
    return (wint_t)wc;
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
    char b[8];
    size_t k = wc == WEOF ? (size_t)-1 : __divm_mbencode(b, (wchar_t)wc);
    if (k == (size_t)-1 || k > 8 - __divm_pushed(f))
        return WEOF;
    while (k--) /* its bytes, last first */
        ungetc((unsigned char)b[k], f);
    return wc;
}

/* The wide string as a malloc'd multibyte one (UTF-8 whatever the locale
 * if `utf8`); NULL with errno EILSEQ for a character the encoding lacks,
 * or ENOMEM. `stop` cuts it at the first such character instead (scanf
 * input: conversions end there). */
static char *narrow(const wchar_t *ws, int stop, int utf8) {
    size_t (*enc)(char *, wchar_t) = utf8 ? __divm_utf8_encode : __divm_mbencode;
    char b[8];
    size_t n = 0, len = 0;
    for (; ws[n]; n++) {
        size_t k = enc(b, ws[n]);
        if (k == (size_t)-1) {
            if (stop)
                break;
            return NULL;
        }
        len += k;
    }
    char *s = malloc(len + 1);
    if (!s) {
        errno = ENOMEM;
        return NULL;
    }
    for (size_t i = 0, at = 0; i < n; i++)
        at += enc(s + at, ws[i]);
    s[len] = 0;
    return s;
}

/* The narrow engine on the encoded format, with widths and precisions of
 * strings in characters, as the wide family counts them (`wide`: 1, or 2
 * for swprintf, whose bytes are UTF-8 in any locale). */
static int wformat(struct __divm_out *o, const char *nf, va_list ap, int wide) {
    o->wide = wide;
    __divm_vformat(o, nf, ap, strerror);
    return __divm_out_end(o);
}

int vfwprintf(FILE *restrict f, const wchar_t *restrict fmt, va_list ap) {
    wide(f);
    char *nf = narrow(fmt, 0, 0);
    if (!nf)
        return -1;
    int r = -1;
    if (__divm_can_write(f)) {
        struct __divm_out o;
        __divm_out_init_stream(&o, f);
        r = wformat(&o, nf, ap, 1);
        if (r < 0)
            f->err = 1;
        else
            r = (int)o.chars;
    }
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
 * (its first n - 1 characters are kept, unterminated, as glibc does). */
int vswprintf(wchar_t *restrict ws, size_t n, const wchar_t *restrict fmt, va_list ap) {
    char *nf = narrow(fmt, 0, 1);
    if (!nf)
        return -1;
    va_list ap2;
    va_copy(ap2, ap);
    struct __divm_out o;
    __divm_out_init_str(&o, NULL, 0);
    int len = wformat(&o, nf, ap2, 2);
    va_end(ap2);
    char *buf = len < 0 ? NULL : malloc((size_t)len + 1);
    if (buf) {
        __divm_out_init_str(&o, buf, (size_t)len + 1);
        wformat(&o, nf, ap, 2);
    }
    free(nf);
    if (!buf)
        return -1;
    /* the bytes back to wide characters (they came from wide ones in
     * UTF-8, or from %s's multibyte argument) */
    size_t k = 0;
    mbstate_t st = {0};
    for (const char *p = buf; p < buf + len; k++) {
        wchar_t wc;
        size_t used = __divm_utf8_decode(&wc, p, (size_t)(buf + len - p), &st);
        if (used == (size_t)-1 || used == (size_t)-2) {
            free(buf);
            return -1;
        }
        if (n && k < n - 1)
            ws[k] = wc;
        p += used ? used : 1; /* a NUL from %c */
    }
    if (k < n) /* output that did not fit is not terminated (glibc) */
        ws[k] = 0;
    free(buf);
    if (k >= n) {
        errno = EOVERFLOW;
        return -1;
    }
    return (int)k;
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
    char *nf = narrow(fmt, 0, 0);
    if (!nf)
        return EOF;
    int r = vfscanf(f, nf, ap);
    free(nf);
    return r;
}

int vwscanf(const wchar_t *restrict fmt, va_list ap) { return vfwscanf(stdin, fmt, ap); }

int vswscanf(const wchar_t *restrict s, const wchar_t *restrict fmt, va_list ap) {
    char *nf = narrow(fmt, 0, 0);
    char *ns = nf ? narrow(s, 1, 0) : NULL;
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

/* strftime into UTF-8 bytes (six a character at most), widened; 0 if the
 * characters and the NUL do not fit in n (as strftime). */
size_t wcsftime(wchar_t *restrict ws, size_t n, const wchar_t *restrict fmt, const struct tm *restrict tm) {
    char *nf = narrow(fmt, 0, 1);
    size_t cap = n < ((size_t)-1) / 6 ? n * 6 : 0;
    char *buf = nf && cap ? malloc(cap) : NULL;
    size_t len = buf ? strftime(buf, cap, nf, tm) : 0;
    size_t k = 0;
    mbstate_t st = {0};
    for (size_t i = 0; i < len && k < n; k++) {
        wchar_t wc;
        size_t used = __divm_utf8_decode(&wc, buf + i, len - i, &st);
        if (used == 0 || used > len - i) /* not from the format: a byte is a character */
            wc = (unsigned char)buf[i], used = 1, st.__count = 0;
        ws[k] = wc;
        i += used;
    }
    if (k >= n)
        k = 0;
    if (buf)
        ws[k] = 0;
    free(nf);
    free(buf);
    return k;
}
