/* iconv.c -- iconv_open, iconv, iconv_close between the encodings of
 * Unicode divm knows: UTF-8, ASCII, ISO-8859-1, UTF-16LE/BE, UTF-32LE/BE
 * and WCHAR_T (UTF-32 in the machine's order). Each character is decoded
 * to its code point and encoded again. The errors are POSIX's, with the
 * input left at the character that caused them, as glibc does: EILSEQ for
 * an invalid sequence or a character the target cannot hold, EINVAL for
 * an incomplete sequence at the end of the input, E2BIG when the output is
 * full. All these encodings are stateless. */
#include <errno.h>
#include <iconv.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

enum { E_UTF8, E_ASCII, E_LATIN1, E_UTF16LE, E_UTF16BE, E_UTF32LE, E_UTF32BE };

struct conv {
    int from, to;
};

static int encoding(const char *name) {
    static const struct {
        const char *name;
        int enc;
    } names[] = {
        {"UTF-8", E_UTF8},           {"UTF8", E_UTF8},          {"ASCII", E_ASCII},
        {"US-ASCII", E_ASCII},       {"ANSI_X3.4-1968", E_ASCII}, {"646", E_ASCII},
        {"ISO-8859-1", E_LATIN1},    {"ISO8859-1", E_LATIN1},   {"ISO_8859-1", E_LATIN1},
        {"LATIN1", E_LATIN1},        {"L1", E_LATIN1},          {"UTF-16LE", E_UTF16LE},
        {"UTF16LE", E_UTF16LE},      {"UTF-16BE", E_UTF16BE},   {"UTF16BE", E_UTF16BE},
        {"UTF-32LE", E_UTF32LE},     {"UTF32LE", E_UTF32LE},    {"UTF-32BE", E_UTF32BE},
        {"UTF32BE", E_UTF32BE},      {"WCHAR_T", E_UTF32LE},
    };
    /* glibc's suffixes //TRANSLIT and //IGNORE are accepted and ignored */
    size_t len = strlen(name);
    const char *slash = strstr(name, "//");
    if (slash)
        len = (size_t)(slash - name);
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strlen(names[i].name) == len && strncasecmp(names[i].name, name, len) == 0)
            return names[i].enc;
    return -1;
}

iconv_t iconv_open(const char *tocode, const char *fromcode) {
    int to = encoding(tocode), from = encoding(fromcode);
    if (to < 0 || from < 0) {
        errno = EINVAL;
        return (iconv_t)-1;
    }
    struct conv *c = malloc(sizeof *c);
    if (!c)
        return (iconv_t)-1; /* ENOMEM */
    c->from = from;
    c->to = to;
    return c;
}

int iconv_close(iconv_t cd) {
    if (cd == (iconv_t)-1) {
        errno = EBADF;
        return -1;
    }
    free(cd);
    return 0;
}

/* Decodes one character at s (n > 0 bytes): its length, or -EILSEQ or
 * -EINVAL. */
static int decode(int enc, const unsigned char *s, size_t n, uint32_t *cp) {
    switch (enc) {
    case E_ASCII:
        if (s[0] > 0x7f)
            return -EILSEQ;
        *cp = s[0];
        return 1;
    case E_LATIN1:
        *cp = s[0];
        return 1;
    case E_UTF8: {
        uint32_t c = s[0];
        int len;
        uint32_t min;
        if (c < 0x80) {
            *cp = c;
            return 1;
        } else if (c >= 0xc2 && c <= 0xdf) {
            len = 2, min = 0x80, c &= 0x1f;
        } else if (c >= 0xe0 && c <= 0xef) {
            len = 3, min = 0x800, c &= 0x0f;
        } else if (c >= 0xf0 && c <= 0xf4) {
            len = 4, min = 0x10000, c &= 0x07;
        } else
            return -EILSEQ;
        for (int i = 1; i < len; i++) {
            if ((size_t)i >= n)
                return -EINVAL;
            if ((s[i] & 0xc0) != 0x80)
                return -EILSEQ;
            c = c << 6 | (s[i] & 0x3f);
            /* reject overlong forms, surrogates and values above U+10FFFF
             * as soon as the second byte tells */
            if (i == 1 && ((len == 3 && c < 0x20) || (len == 3 && c >= 0x360 && c <= 0x37f) ||
                           (len == 4 && (c < 0x10 || c > 0x10f))))
                return -EILSEQ;
        }
        if (c < min || (c >= 0xd800 && c <= 0xdfff) || c > 0x10ffff)
            return -EILSEQ;
        *cp = c;
        return len;
    }
    case E_UTF16LE:
    case E_UTF16BE: {
        int le = enc == E_UTF16LE;
        if (n < 2)
            return -EINVAL;
        uint32_t u = le ? (uint32_t)(s[0] | s[1] << 8) : (uint32_t)(s[0] << 8 | s[1]);
        if (u >= 0xdc00 && u <= 0xdfff)
            return -EILSEQ;
        if (u < 0xd800 || u > 0xdbff) {
            *cp = u;
            return 2;
        }
        if (n < 4)
            return -EINVAL;
        uint32_t v = le ? (uint32_t)(s[2] | s[3] << 8) : (uint32_t)(s[2] << 8 | s[3]);
        if (v < 0xdc00 || v > 0xdfff)
            return -EILSEQ;
        *cp = 0x10000 + ((u - 0xd800) << 10) + (v - 0xdc00);
        return 4;
    }
    case E_UTF32LE:
    case E_UTF32BE: {
        if (n < 4)
            return -EINVAL;
        uint32_t c = enc == E_UTF32LE ? (uint32_t)s[0] | (uint32_t)s[1] << 8 | (uint32_t)s[2] << 16 | (uint32_t)s[3] << 24
                                      : (uint32_t)s[0] << 24 | (uint32_t)s[1] << 16 | (uint32_t)s[2] << 8 | (uint32_t)s[3];
        if (c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff))
            return -EILSEQ;
        *cp = c;
        return 4;
    }
    }
    return -EILSEQ;
}

/* Encodes cp into out (room for 4 bytes): its length, or -EILSEQ if the
 * encoding cannot hold it. */
static int encode(int enc, uint32_t cp, unsigned char *out) {
    switch (enc) {
    case E_ASCII:
        if (cp > 0x7f)
            return -EILSEQ;
        out[0] = (unsigned char)cp;
        return 1;
    case E_LATIN1:
        if (cp > 0xff)
            return -EILSEQ;
        out[0] = (unsigned char)cp;
        return 1;
    case E_UTF8:
        if (cp < 0x80) {
            out[0] = (unsigned char)cp;
            return 1;
        }
        if (cp < 0x800) {
            out[0] = (unsigned char)(0xc0 | cp >> 6);
            out[1] = (unsigned char)(0x80 | (cp & 0x3f));
            return 2;
        }
        if (cp < 0x10000) {
            out[0] = (unsigned char)(0xe0 | cp >> 12);
            out[1] = (unsigned char)(0x80 | (cp >> 6 & 0x3f));
            out[2] = (unsigned char)(0x80 | (cp & 0x3f));
            return 3;
        }
        out[0] = (unsigned char)(0xf0 | cp >> 18);
        out[1] = (unsigned char)(0x80 | (cp >> 12 & 0x3f));
        out[2] = (unsigned char)(0x80 | (cp >> 6 & 0x3f));
        out[3] = (unsigned char)(0x80 | (cp & 0x3f));
        return 4;
    case E_UTF16LE:
    case E_UTF16BE: {
        uint32_t units[2];
        int k = 0;
        if (cp < 0x10000)
            units[k++] = cp;
        else {
            units[k++] = 0xd800 + ((cp - 0x10000) >> 10);
            units[k++] = 0xdc00 + ((cp - 0x10000) & 0x3ff);
        }
        for (int i = 0; i < k; i++) {
            unsigned char lo = (unsigned char)(units[i] & 0xff), hi = (unsigned char)(units[i] >> 8);
            out[2 * i] = enc == E_UTF16LE ? lo : hi;
            out[2 * i + 1] = enc == E_UTF16LE ? hi : lo;
        }
        return 2 * k;
    }
    case E_UTF32LE:
    case E_UTF32BE:
        for (int i = 0; i < 4; i++)
            out[enc == E_UTF32LE ? i : 3 - i] = (unsigned char)(cp >> (8 * i));
        return 4;
    }
    return -EILSEQ;
}

size_t iconv(iconv_t cd, char **restrict inbuf, size_t *restrict inleft, char **restrict outbuf,
             size_t *restrict outleft) {
    const struct conv *c = cd;
    if (!inbuf || !*inbuf)
        return 0; /* back to the initial state: nothing to write, no state */
    const unsigned char *in = (const unsigned char *)*inbuf;
    size_t n = *inleft;
    int err = 0;
    while (n > 0) {
        uint32_t cp;
        unsigned char buf[4];
        int k = decode(c->from, in, n, &cp);
        if (k < 0) {
            err = -k;
            break;
        }
        int m = encode(c->to, cp, buf);
        if (m < 0) {
            err = -m;
            break;
        }
        if ((size_t)m > *outleft) {
            err = E2BIG;
            break;
        }
        memcpy(*outbuf, buf, (size_t)m);
        *outbuf += m;
        *outleft -= (size_t)m;
        in += k;
        n -= (size_t)k;
    }
    *inbuf = (char *)in;
    *inleft = n;
    if (err) {
        errno = err;
        return (size_t)-1;
    }
    return 0;
}
